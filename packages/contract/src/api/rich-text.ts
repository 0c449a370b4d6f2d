/**
 * What HTML from the rich-text editor (complaint notes, announcement chapters) may be, besides each field's own
 * maximum length. The markup is everything but the base64 data of inline images (`<img src="data:…;base64,…">`):
 * text, tags and attributes. Sanitising costs time in proportion to the markup and grows much faster with the
 * nesting, so both are bounded; inline images are bounded only by the field's length.
 */
/** The most characters of markup one rich text may hold (RICH_TEXT_TOO_LARGE beyond). */
export const RICH_TEXT_MAX_MARKUP_LENGTH = 200_000;
/** The most elements open inside each other at any point (RICH_TEXT_TOO_DEEP beyond). */
export const RICH_TEXT_MAX_DEPTH = 20;
