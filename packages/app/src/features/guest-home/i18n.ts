import { useFeatureTranslation } from '@/lib/i18n/feature-translations';
import { en, nl } from './locales';

export const NAMESPACE = 'guestHome';

/** `useTranslation` with this feature's texts (keys as `guestHome.*`) and the shared ones (`common.*`). */
export function useGuestHomeTranslation() {
  return useFeatureTranslation(NAMESPACE, { en, nl });
}
