import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  modal: {
    loading: 'Chargement de l’annonce',
    error: 'Cette annonce n’a pas pu être chargée.',
    retry: 'Réessayer',
    pager: 'Pages de l’annonce',
    slide: 'Page {{index}} sur {{count}}',
    next: 'Suivant',
    accept: 'Accepter',
    dismiss: 'Fermer',
    close: 'Fermer',
    closeAll: 'Fermer toutes les annonces',
    nextAnnouncement: 'Annonce suivante',
    position: '{{position}} sur {{count}}',
    beforeAccepting: 'En acceptant, je confirme avoir lu et compris cette annonce',
    afterAccepting: 'Vous avez confirmé avoir lu et compris cette annonce',
    policy: 'Règlement',
  },
  page: {
    title: 'Annonces',
    back: 'Retour',
    loading: 'Chargement des annonces',
    intro: 'Les annonces et le règlement intérieur du parc. Touchez une annonce pour la relire.',
    errorTitle: 'Les annonces n’ont pas pu être chargées',
    errorBody: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    emptyTitle: 'Aucune annonce',
    emptyBody: 'Quand le parc aura des nouvelles pour vous, vous les trouverez ici.',
    kind: {
      policy: 'Règlement',
      page: 'Astuce',
      general: 'Actualité',
    },
    state: {
      accepted: 'Acceptée',
      toAccept: 'À accepter',
      read: 'Lue',
      unread: 'Nouvelle',
    },
  },
} satisfies LocaleTexts<typeof en>;
