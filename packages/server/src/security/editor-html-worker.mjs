// The worker of the rich-text sanitiser pool (rich-text-sanitizer.ts). It runs in its own thread, where no
// TypeScript loader may be registered yet (under Vitest there is none): tsx registers one, then the sanitiser loads.
import { register } from 'tsx/esm/api';

register();
const { sanitizeEditorHtml } = await import('./editor-html.ts');
const { exceedsDepth } = await import('./html-depth.ts');

/** One task: `{ html, policy, maxDepth }` in; `{ isTooDeep: true }` or `{ html }` (sanitised) out. */
export default function sanitize({ html, policy, maxDepth }) {
  return exceedsDepth(html, maxDepth) ? { isTooDeep: true } : { html: sanitizeEditorHtml(html, policy) };
}
