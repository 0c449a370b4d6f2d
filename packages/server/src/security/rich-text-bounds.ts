import { RICH_TEXT_MAX_MARKUP_LENGTH } from '@stay/contract';
import { AppError } from '../errors';

/** The base64 data of a `data:` URL (what an inline image weighs), after its `data:<type>;base64,` prefix. */
const BASE64_DATA = /(data:[\w.+/-]{1,100};base64,)[A-Za-z0-9+/]+=*/g;

/**
 * Refuses rich text with more than RICH_TEXT_MAX_MARKUP_LENGTH characters of markup, the base64 data of inline
 * images not counted (RICH_TEXT_TOO_LARGE). One linear pass without parsing: cheap enough for the event loop.
 */
export function assertRichTextSize(html: string, field: string): void {
  if (html.replace(BASE64_DATA, '$1').length > RICH_TEXT_MAX_MARKUP_LENGTH) {
    throw new AppError('RICH_TEXT_TOO_LARGE', `${field}: more than ${RICH_TEXT_MAX_MARKUP_LENGTH} characters of text and markup`);
  }
}
