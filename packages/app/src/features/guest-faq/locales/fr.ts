import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  title: 'FAQ et bons plans',
  loading: 'Chargement de la FAQ et des bons plans',
  back: 'Retour',
  faq: {
    title: 'Questions fréquentes',
    intro: 'Les réponses à vos questions sur votre séjour au parc.',
  },
  tips: {
    title: 'Bons plans à proximité',
    intro: 'Nos adresses préférées autour du parc.',
  },
  more: {
    title: 'Plus de réponses',
    faqLink: 'Toutes les questions et réponses',
  },
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  readMore: 'En savoir plus',
  empty: {
    title: 'Pas encore de questions ni de bons plans ici',
    body: 'Posez-nous toutes vos questions dans la discussion : notre équipe se fera un plaisir de vous aider.',
    chat: 'Ouvrir la discussion',
  },
  error: {
    title: 'La FAQ et les bons plans n’ont pas pu être chargés',
    body: 'Vérifiez la connexion et réessayez.',
    retry: 'Réessayer',
  },
} satisfies LocaleTexts<typeof en>;
