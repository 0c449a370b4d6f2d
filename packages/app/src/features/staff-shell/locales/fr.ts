import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  menu: {
    label: 'Menu du personnel',
    open: 'Ouvrir le menu',
    workspace: 'Espace de travail',
    settings: 'Paramètres',
    signedInAs: 'Connecté en tant que',
    items: {
      chats: 'Discussions',
      reservations: 'Réservations',
      complaints: 'Réclamations',
      deliveries: 'Livraisons',
      weblinks: 'Liens web',
      ratings: 'Évaluations',
      availability: 'Disponibilités',
      dashboard: 'Tableau de bord',
      products: 'Produits',
      notifications: 'Notifications',
      profile: 'Profil',
      announcements: 'Annonces',
      bugReports: 'Signalements de bugs',
      pms: 'Connexion PMS',
      bugReport: 'Signaler un problème',
      savedReplies: 'Réponses enregistrées',
    },
  },
  screens: {
    reservations: 'Réservations',
    booking: 'Réservation',
    complaints: 'Réclamations',
    complaint: 'Réclamation',
    fileComplaint: 'Saisir une réclamation',
    availability: 'Mes disponibilités',
    dashboard: 'Tableau de bord',
  },
  layout: {
    selectChat: 'Sélectionnez une discussion',
    selectChatBody: 'Choisissez une conversation à gauche pour la lire et y répondre ici.',
  },
} satisfies LocaleTexts<typeof en>;
