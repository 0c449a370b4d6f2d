import type { ComplaintAssigned, ComplaintReviewFilter } from '@stay/contract';
import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    complaint: typeof en;
  }
}

/** The complaint screens' shared texts, added when one of them first renders (none of them weigh on /login). */
const namespace = defineNamespace('complaint', { en, nl, de, fr });

export function useComplaintTranslation() {
  return useNamespaceTranslation(namespace);
}

/** What a loading indicator says while a complaint call runs (`complaint:loading.*`). */
export type ComplaintLoadingKey = keyof typeof en.loading;

/** The review filter an `assigned` value belongs to: J approved, N declined, empty awaiting review. */
export function reviewOf(assigned: ComplaintAssigned): ComplaintReviewFilter {
  return assigned === 'J' ? 'approved' : assigned === 'N' ? 'declined' : 'awaiting';
}
