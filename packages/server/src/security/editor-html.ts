import sanitizeHtml from 'sanitize-html';

/** What a kind of stored rich text allows beyond the editor's formatting. */
export interface EditorHtmlPolicy {
  /** Link schemes kept (others lose their href). */
  linkSchemes: string[];
  /** The rel every link gets: links always open apart from the app and never pass our page on. */
  linkRel: string;
  /** Whether an image with this src is kept (data: URLs must be allowed here too). */
  allowsImage(src: string): boolean;
}

/**
 * A sanitiser for HTML written in the app's rich-text editor: headings 2–6, paragraphs, lists, emphasis, quotes,
 * links and images as `policy` allows. Scripts, event handlers, styles and other tags are dropped.
 */
export function editorHtmlSanitizer(policy: EditorHtmlPolicy): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: policy.linkSchemes,
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // The editor offers headings 2–6; a pasted h1 becomes the largest of those.
      h1: 'h2',
      b: 'strong',
      i: 'em',
      strike: 's',
      a: (_tagName, attribs) => ({
        tagName: 'a',
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: policy.linkRel, target: '_blank' },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src !== undefined && policy.allowsImage(frame.attribs.src)),
  };
  return (html) => sanitizeHtml(html, options).trim();
}

/** The text of some HTML: every tag dropped, entities kept as written. */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
