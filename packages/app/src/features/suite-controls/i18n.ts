import { useFeatureTranslation } from '@/lib/i18n/feature-translations';
import { en, nl } from './locales';

export const NAMESPACE = 'suiteControls';

/** `useTranslation` with this feature's texts (keys as `suiteControls.*`) and the shared ones (`common.*`). */
export function useSuiteControlsTranslation() {
  return useFeatureTranslation(NAMESPACE, { en, nl });
}
