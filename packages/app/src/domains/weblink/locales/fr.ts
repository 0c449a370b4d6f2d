import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  kinds: {
    faq: 'FAQ',
    gem: 'Bons plans',
    other: 'Autre',
  },
  languages: {
    all: 'Toutes les langues',
    en: 'Anglais',
    nl: 'Néerlandais',
    de: 'Allemand',
    fr: 'Français',
  },
  shares_one: 'Partagé {{count}} fois',
  shares_other: 'Partagé {{count}} fois',
  picker: {
    open: 'Partager un lien',
    title: 'Partager un lien',
    search: 'Rechercher des liens',
    searchPlaceholder: 'Titre, adresse ou description',
    loading: 'Chargement des liens',
    errorTitle: 'Les liens n’ont pas pu être chargés',
    errorBody: 'Vérifiez la connexion et réessayez.',
    retry: 'Réessayer',
    emptyTitle: 'Aucun lien pour l’instant',
    emptyBody: 'Les liens ajoutés sur la page Liens web peuvent être partagés ici.',
    noMatchesTitle: 'Aucun lien ne correspond',
    noMatchesBody: 'Essayez une autre recherche.',
    share: 'Partager {{title}}',
    shared: '« {{title}} » partagé dans la discussion',
    failed: 'Le lien n’a pas pu être partagé. Réessayez.',
    guestSuite: 'Suite du client',
  },
  preview: {
    title: 'Envoyer ce lien ?',
    category: 'Catégorie',
    address: 'Adresse',
    message: 'Message',
    send: 'Envoyer dans la discussion',
    back: 'Retour aux liens',
  },
} satisfies LocaleTexts<typeof en>;
