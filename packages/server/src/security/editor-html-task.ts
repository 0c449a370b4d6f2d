import { sanitizeEditorHtml, type EditorHtmlPolicy } from './editor-html';
import { exceedsDepth } from './html-depth';

export interface SanitizeTask {
  html: string;
  policy: EditorHtmlPolicy;
  maxDepth: number;
  /** The headings the app's editor offers: h1 becomes the largest, other levels are dropped. */
  headingLevels: readonly number[];
}

/**
 * The rich-text sanitiser pool's task (rich-text-sanitizer.ts), run in its worker thread: a `SanitizeTask` in;
 * `{ isTooDeep: true }` or `{ html }` (sanitised) out. From the sources editor-html-worker.mjs loads it through tsx;
 * the production build bundles it as dist/editor-html-worker.js.
 */
export default function sanitize({ html, policy, maxDepth, headingLevels }: SanitizeTask) {
  return exceedsDepth(html, maxDepth) ? { isTooDeep: true as const } : { html: sanitizeEditorHtml(html, policy, headingLevels) };
}
