import { ERROR_CATALOGUE, ERROR_CODES, GENERIC_ERROR_MESSAGE, SERVER_ERROR_ALERT, type ErrorCode } from '@stay/contract';

/** The catalogue writes the emergency phone as `{phone}`; i18next fills `{{phone}}`. */
function withPhonePlaceholder(message: string): string {
  return message.replaceAll('{phone}', '{{phone}}');
}

const catalogueTexts = Object.fromEntries(
  ERROR_CODES.map((code) => [code, withPhonePlaceholder(ERROR_CATALOGUE[code].message)]),
) as Record<ErrorCode, string>;

/** The error texts (namespace 'errors'): in English exactly the contract's catalogue, so they are written once. */
export const en: { codes: Record<ErrorCode, string>; generic: string; server: { header: string; message: string } } = {
  codes: catalogueTexts,
  generic: GENERIC_ERROR_MESSAGE,
  server: { header: SERVER_ERROR_ALERT.header, message: SERVER_ERROR_ALERT.message },
};
