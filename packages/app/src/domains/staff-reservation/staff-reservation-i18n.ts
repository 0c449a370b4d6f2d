import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    staffReservation: typeof en;
  }
}

/** The guides' leaderboard texts the dashboard and the ratings page share, loaded with either. */
const namespace = defineNamespace('staffReservation', { en, nl, de, fr });

export function useStaffReservationTranslation() {
  return useNamespaceTranslation(namespace);
}
