import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    staffReservation: typeof en;
  }
}

/** The guides' leaderboard texts the dashboard and the ratings page share, loaded with either. */
const namespace = defineNamespace('staffReservation', { en, nl });

export function useStaffReservationTranslation() {
  return useNamespaceTranslation(namespace);
}
