import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  login: {
    title: 'Connexion',
    heading: 'Bienvenue, votre séjour commence ici',
    intro: 'Connectez-vous pour ouvrir votre suite, régler le chauffage et discuter avec votre guide.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    emailRequired: 'Saisissez votre adresse e-mail.',
    emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    sessionEnded: {
      title: 'Votre session a expiré',
      body: 'Reconnectez-vous pour continuer.',
    },
    appUnavailable: 'L’application n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    passwordRequired: 'Saisissez votre mot de passe.',
    forgotPassword: 'Mot de passe oublié ?',
    reportProblem: 'Signaler un problème avec l’application',
    firstVisit: {
      heading: 'Première visite ?',
      body: 'Activez votre réservation avec le numéro figurant sur votre confirmation de réservation. Vous créerez votre compte en même temps.',
      action: 'Activer votre réservation',
    },
    passwordReset: {
      title: 'Votre mot de passe a été modifié',
      body: 'Connectez-vous avec votre nouveau mot de passe. Vous avez été déconnecté de vos autres appareils.',
    },
  },
} satisfies LocaleTexts<typeof en>;
