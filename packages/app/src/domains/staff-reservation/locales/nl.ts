import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  leaderboard: {
    title: 'Gasten gekoppeld en geholpen',
    period: '{{from}} – {{to}}',
    loading: 'De gidsen laden',
    empty: 'Nog geen gidsen op deze locatie.',
    error: 'De gidsen konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    rank: 'Plaats {{rank}}',
    score: '{{matched}} gekoppeld · {{served}} geholpen',
  },
} satisfies LocaleTexts<typeof en>;
