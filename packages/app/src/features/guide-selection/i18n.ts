import { useFeatureTranslation } from '@/lib/i18n/feature-translations';
import { en, nl } from './locales';

export const NAMESPACE = 'guideSelection';

/** `useTranslation` with this feature's texts (keys as `guideSelection.*`) and the shared ones (`common.*`). */
export function useGuideSelectionTranslation() {
  return useFeatureTranslation(NAMESPACE, { en, nl });
}
