import { textOfHtml } from '../../security/editor-html';
import { richTextSanitizer } from '../../security/rich-text-sanitizer';

/** Images: base64 png data URLs, what the editor embeds after compressing (at most 1000×1000, quality 0.6). */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A chapter's HTML as it may be stored and shown to guests: headings 2–6, paragraphs, lists, emphasis, http(s) links
 * and png images. Scripts, event handlers, styles and other schemes are dropped; rich text beyond the bounds is
 * refused.
 */
export const sanitizeAnnouncementHtml = richTextSanitizer({
  linkSchemes: ['http', 'https'],
  linkRel: 'noopener noreferrer',
  imageSources: [PNG_DATA_URL],
});

/** A chapter title is plain text: any markup in it is dropped. */
export function plainChapterTitle(text: string): string {
  return textOfHtml(text).trim();
}
