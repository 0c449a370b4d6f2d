import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  leaderboard: {
    title: 'Gäste vermittelt und betreut',
    period: '{{from}} – {{to}}',
    loading: 'Die Guides werden geladen',
    empty: 'Noch keine Guides an diesem Standort.',
    error: 'Die Guides konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    rank: 'Platz {{rank}}',
    score: '{{matched}} vermittelt · {{served}} betreut',
  },
} satisfies LocaleTexts<typeof en>;
