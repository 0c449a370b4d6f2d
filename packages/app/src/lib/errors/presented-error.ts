import { SERVER_ERROR_ALERT, describeError, type ErrorKind } from '@stay/contract';

/** A message the person sees for a failed request: a toast or an alert with an Ok button. */
export interface PresentedError {
  /** What the dedupe window compares: the error code, or `HTTP_500` for a server error. */
  code: string;
  kind: ErrorKind;
  header?: string;
  /** The catalogue's English text; the presenter shows the code's text in the person's language. */
  message: string;
}

export const SERVER_ERROR_CODE = 'HTTP_500';

export function serverErrorMessage(): PresentedError {
  return { code: SERVER_ERROR_CODE, kind: 'alert', header: SERVER_ERROR_ALERT.header, message: SERVER_ERROR_ALERT.message };
}

/** The catalogue's toast or alert for a code; alerts that mention `{phone}` get the emergency phone label. */
export function catalogueMessage(code: string, emergencyPhoneLabel: string): PresentedError {
  return { code, ...describeError(code, emergencyPhoneLabel) };
}
