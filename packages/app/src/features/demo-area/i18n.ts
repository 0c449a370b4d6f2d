import { useFeatureTranslation } from '@/lib/i18n/feature-translations';
import { en, nl } from './locales';

export const NAMESPACE = 'demoArea';

/** `useTranslation` with this feature's texts (keys as `demoArea.*`) and the shared ones (`common.*`). */
export function useDemoAreaTranslation() {
  return useFeatureTranslation(NAMESPACE, { en, nl });
}
