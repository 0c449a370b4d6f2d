import { textOfHtml } from '../../security/editor-html';
import { richTextSanitizer } from '../../security/rich-text-sanitizer';

/** Images: base64 data URLs of what the editor embeds after compressing (WebP or JPEG; PNG from earlier chapters). */
const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A chapter's HTML as it may be stored and shown to guests: headings 2–6, paragraphs, lists, emphasis, http(s) links
 * and png, jpeg and webp images. Scripts, event handlers, styles and other schemes are dropped; rich text beyond the bounds is
 * refused.
 */
export const sanitizeAnnouncementHtml = richTextSanitizer({
  linkSchemes: ['http', 'https'],
  linkRel: 'noopener noreferrer',
  imageSources: [DATA_IMAGE],
});

/** A chapter title is plain text: any markup in it is dropped. */
export function plainChapterTitle(text: string): string {
  return textOfHtml(text).trim();
}
