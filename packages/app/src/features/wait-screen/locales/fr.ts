import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  waitScreen: {
    title: 'Votre séjour',
    refresh: 'Vérifier à nouveau',
    refreshing: 'Vérification…',
    activate: 'Activer une réservation',
    activateNew: 'Activer une nouvelle réservation',
    countdown: {
      heading: 'Votre séjour approche',
      opensOn: 'Votre application s’ouvrira le {{day}}.',
      stay: 'Vous pourrez alors découvrir {{suite}}, choisir votre guide et discuter avec lui ou elle. Vous arrivez le {{start}}.',
      summary: 'L’application s’ouvre dans {{days}} jours et {{hours}} heures.',
      units: { days: 'jours', hours: 'heures', minutes: 'min', seconds: 's' },
    },
    provisional: {
      heading: 'Votre réservation est provisoire',
      body: 'Votre séjour à partir du {{start}} n’est pas encore confirmé.',
      next: 'Dès sa confirmation, l’application s’ouvrira ici pour votre séjour.',
    },
    past: {
      heading: 'Merci d’avoir séjourné chez nous',
      body: 'Votre séjour dans {{suite}} s’est terminé le {{end}}.',
      next: 'Vous revenez ? Activez votre prochaine réservation pour utiliser à nouveau l’application.',
      chatBody: 'Un objet oublié ou une question sur votre facture ? Votre discussion avec le parc est toujours là.',
      chat: 'Ouvrir votre discussion',
    },
    none: {
      heading: 'Aucune réservation en cours',
      body: 'Votre compte n’a aucune réservation à afficher. Activez-en une avec son numéro de réservation.',
    },
    error: {
      heading: 'Impossible de vérifier votre réservation',
      body: 'Vérifiez votre connexion et réessayez.',
    },
  },
} satisfies LocaleTexts<typeof en>;
