import { editorHtmlSanitizer, textOfHtml } from '../../security/editor-html';

/** Images: base64 png, jpeg or webp data URLs (what the app's editor embeds), or our own attachment paths. */
const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const OWN_ATTACHMENT = /^\/api\/(employee|guest)\/[A-Za-z0-9/_.-]+\/attachment\/[A-Za-z0-9_.-]+$/;

/** A note's HTML as it may be stored and shown: only the editor's formatting, safe links and our own images. */
export const sanitizeNote = editorHtmlSanitizer({
  linkSchemes: ['http', 'https', 'mailto'],
  linkRel: 'noopener noreferrer nofollow',
  allowsImage: (src) => DATA_IMAGE.test(src) || OWN_ATTACHMENT.test(src),
});

/** True when sanitised HTML shows nothing: no text and no image. */
export function isBlankNote(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return textOfHtml(html).replace(/&nbsp;|\s/g, '') === '';
}
