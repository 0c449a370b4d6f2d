import { useFeatureTranslation } from '@/lib/i18n/feature-translations';
import { en, nl } from './locales';

export const NAMESPACE = 'waitScreen';

/** `useTranslation` with this feature's texts (keys as `waitScreen.*`) and the shared ones (`common.*`). */
export function useWaitScreenTranslation() {
  return useFeatureTranslation(NAMESPACE, { en, nl });
}
