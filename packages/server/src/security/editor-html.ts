import sanitizeHtml from 'sanitize-html';

/**
 * What a kind of stored rich text allows beyond the editor's formatting. Plain data (no functions), so that it
 * crosses to the sanitising worker thread as it is.
 */
export interface EditorHtmlPolicy {
  /** Link schemes kept (others lose their href). */
  linkSchemes: string[];
  /** The rel every link gets: links always open apart from the app and never pass our page on. */
  linkRel: string;
  /** An image is kept when its src matches one of these (data: URLs must be allowed here too). */
  imageSources: RegExp[];
}

/**
 * HTML written in the app's rich-text editor as it may be stored: the editor's heading levels, paragraphs, lists, emphasis, quotes,
 * links and images as `policy` allows. Scripts, event handlers, styles and other tags are dropped. This is the
 * CPU-heavy step: the server calls it through the worker pool (rich-text-sanitizer.ts), never on the event loop.
 */
export function sanitizeEditorHtml(html: string, policy: EditorHtmlPolicy, headingLevels: readonly number[]): string {
  const headings = headingLevels.map((level) => `h${level}`);
  const options: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', ...headings, 'ul', 'ol', 'li', 'blockquote', 'a', 'img'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: policy.linkSchemes,
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // A pasted h1 becomes the largest heading the editor offers.
      h1: `h${Math.min(...headingLevels)}`,
      b: 'strong',
      i: 'em',
      strike: 's',
      a: (_tagName, attribs) => ({
        tagName: 'a',
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: policy.linkRel, target: '_blank' },
      }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src;
      return src === undefined || !policy.imageSources.some((pattern) => pattern.test(src));
    },
  };
  return sanitizeHtml(html, options).trim();
}

/** The text of some HTML: every tag dropped, entities kept as written. */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
