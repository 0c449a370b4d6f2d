import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services/services-context';
import { errorText } from './error-text';

/** For screens that show an error inline: a code's text in the current language, `{phone}` filled from the session. */
export function useErrorText(): (code: unknown) => string {
  const { t } = useTranslation('errors');
  const { session } = useServices();
  return useCallback((code: unknown) => errorText(t, code, session.emergencyPhone().label), [t, session]);
}
