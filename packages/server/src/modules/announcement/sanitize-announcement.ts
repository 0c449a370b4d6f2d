import sanitizeHtml from 'sanitize-html';

/** Images: base64 png data URLs, what the editor embeds after compressing (at most 1000×1000, quality 0.6). */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
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
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src !== undefined && PNG_DATA_URL.test(frame.attribs.src)),
};

/**
 * A chapter's HTML as it may be stored and shown to guests: headings 2–6, paragraphs, lists, emphasis, http(s) links
 * and png images. Scripts, event handlers, styles and other schemes are dropped.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A chapter title is plain text: any markup in it is dropped. */
export function plainChapterTitle(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();
}
