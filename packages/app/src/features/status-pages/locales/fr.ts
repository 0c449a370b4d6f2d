import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  notFound: {
    title: 'Page introuvable',
    heading: 'Nous n’avons pas trouvé cette page',
    body: 'Le lien est peut-être ancien ou mal saisi.',
    back: 'Aller à la page d’accueil',
  },
  offline: {
    title: 'Pas de connexion',
    heading: 'Vous êtes hors ligne',
    body: 'Impossible de joindre Stay Companion pour le moment. Vérifiez votre connexion Internet et réessayez.',
    retry: 'Réessayer',
    watching: 'Vous reviendrez automatiquement à la page dès le retour de la connexion.',
  },
} satisfies LocaleTexts<typeof en>;
