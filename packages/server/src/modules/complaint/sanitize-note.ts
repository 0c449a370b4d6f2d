import { richTextSanitizer } from '../../security/rich-text-sanitizer';

/** Images: base64 png, jpeg or webp data URLs (what the app's editor embeds), or our own attachment paths. */
const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/** An attachment path of our API: no segment may start with a dot, so none is `.` or `..`. */
const OWN_ATTACHMENT = /^\/api\/(employee|guest)(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+\/attachment\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** The policy of a note's HTML: only the editor's formatting, safe links and our own images. */
export const NOTE_POLICY = {
  linkSchemes: ['http', 'https', 'mailto'],
  linkRel: 'noopener noreferrer nofollow',
  imageSources: [DATA_IMAGE, OWN_ATTACHMENT],
};

/** A note's HTML as it may be stored and shown (refused beyond the rich-text bounds). */
export const sanitizeNote = richTextSanitizer(NOTE_POLICY);

/** True when sanitised HTML shows nothing: no text and no image. */
export function isBlankNote(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  // Sanitised HTML escapes every < and > in text and attribute values, so each <…> is a tag.
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}
