import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  leaderboard: {
    title: 'Clients attribués et accompagnés',
    period: '{{from}} – {{to}}',
    loading: 'Chargement des guides',
    empty: 'Aucun guide sur ce site pour l’instant.',
    error: 'Les guides n’ont pas pu être chargés.',
    retry: 'Réessayer',
    rank: 'Rang {{rank}}',
    score: '{{matched}} attribués · {{served}} accompagnés',
  },
} satisfies LocaleTexts<typeof en>;
