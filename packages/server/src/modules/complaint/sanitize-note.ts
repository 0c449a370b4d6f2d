import sanitizeHtml from 'sanitize-html';

/** Images: base64 png, jpeg or webp data URLs (what the app's editor embeds), or our own attachment paths. */
const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const OWN_ATTACHMENT = /^\/api\/(employee|guest)\/[A-Za-z0-9/_.-]+\/attachment\/[A-Za-z0-9_.-]+$/;

const isAllowedImageSource = (src: string | undefined): boolean => src !== undefined && (DATA_IMAGE.test(src) || OWN_ATTACHMENT.test(src));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor offers headings 2–6; a pasted h1 becomes the largest of those.
    h1: 'h2',
    b: 'strong',
    i: 'em',
    strike: 's',
    // Links always open apart from the app and never pass our page on.
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

/** A note's HTML as it may be stored and shown: only the editor's formatting, safe links and our own images. */
export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitised HTML shows nothing: no text and no image. */
export function isBlankNote(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
