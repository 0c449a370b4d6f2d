import { sanitizeEditorHtml, type EditorHtmlPolicy } from './editor-html';
import { exceedsDepth } from './html-depth';

/**
 * The rich-text sanitiser pool's task (rich-text-sanitizer.ts), run in its worker thread: `{ html, policy, maxDepth }`
 * in; `{ isTooDeep: true }` or `{ html }` (sanitised) out. From the sources editor-html-worker.mjs loads it through tsx;
 * the production build bundles it as dist/editor-html-worker.js.
 */
export default function sanitize({ html, policy, maxDepth }: { html: string; policy: EditorHtmlPolicy; maxDepth: number }) {
  return exceedsDepth(html, maxDepth) ? { isTooDeep: true as const } : { html: sanitizeEditorHtml(html, policy) };
}
