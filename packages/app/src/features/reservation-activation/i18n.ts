import { useFeatureTranslation } from '@/lib/i18n/feature-translations';
import { en, nl } from './locales';

export const NAMESPACE = 'activation';

/** `useTranslation` with this feature's texts (keys as `activation.*`) and the shared ones (`common.*`). */
export function useActivationTranslation() {
  return useFeatureTranslation(NAMESPACE, { en, nl });
}
