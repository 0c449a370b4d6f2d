import { isErrorCode } from '@stay/contract';
import type { TFunction } from 'i18next';
import { SERVER_ERROR_CODE, type PresentedError } from './presented-error';

/** The text for an error code in the current language: the catalogue's text, or the generic one for any other code. */
export function errorText(t: TFunction<'errors'>, code: unknown, phone = ''): string {
  return isErrorCode(code) ? t(`codes.${code}`, { phone }) : t('generic');
}

/** The same error with its header and message in the current language; `phone` fills `{phone}`. */
export function localizeError(t: TFunction<'errors'>, error: PresentedError, phone: string): PresentedError {
  if (error.code === SERVER_ERROR_CODE) return { ...error, header: t('server.header'), message: t('server.message') };
  return { ...error, message: errorText(t, error.code, phone) };
}
