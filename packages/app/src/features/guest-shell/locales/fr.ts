import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  tabs: {
    label: 'Menu principal',
    home: 'Accueil',
    chat: 'Messages',
    services: 'Services',
    more: 'Plus',
  },
  more: {
    title: 'Plus',
    signedInAs: 'Connecté en tant que',
    help: 'Aide et contact',
    helpBody: 'Une question, un problème dans votre suite ou un objet perdu ? Écrivez-nous dans la discussion ou appelez le parc.',
    openChat: 'Ouvrir la discussion',
    announcements: 'Annonces et règlement intérieur',
    reportProblem: 'Signaler un problème avec l’application',
    settings: 'Langue',
    profile: 'Votre profil',
    reservation: 'Votre réservation',
  },
} satisfies LocaleTexts<typeof en>;
