// The worker of the rich-text sanitiser pool (rich-text-sanitizer.ts) when the server runs from its sources. It runs in
// its own thread, where no TypeScript loader may be registered yet (under Vitest there is none): tsx registers one, then
// the task loads. The production build bundles the task itself as dist/editor-html-worker.js (no tsx).
import { register } from 'tsx/esm/api';

register();
const { default: sanitize } = await import('./editor-html-task.ts');

export default sanitize;
