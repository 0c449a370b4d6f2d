import { EDITOR_HEADING_LEVELS, RICH_TEXT_MAX_DEPTH } from '@stay/contract';
import { Piscina } from 'piscina';
import { AppError } from '../errors';
import type { EditorHtmlPolicy } from './editor-html';
import type { SanitizeTask } from './editor-html-task';
import { assertRichTextSize } from './rich-text-bounds';
type SanitizeResult = { isTooDeep: true } | { html: string };

/**
 * Reading and sanitising HTML is CPU work in proportion to its markup (up to about a second for the slowest allowed
 * rich text), so both run in a worker thread, as argon2 hashes passwords off the event loop. One pool serves the
 * process: a single thread (the server's machines have two cores: one stays for the event loop), started on first
 * use; rich text waits its turn there. An idle thread does not keep the process alive.
 */
let pool: Piscina<SanitizeTask, SanitizeResult> | undefined;

/**
 * The worker's file: beside the sources, the .mjs loading the TypeScript task through tsx; in the production build
 * (this code bundled into dist/*.js), the bundled task beside it, plain JavaScript.
 */
export function sanitizerWorkerUrl(moduleUrl: string): string {
  return new URL(moduleUrl.endsWith('.js') ? './editor-html-worker.js' : './editor-html-worker.mjs', moduleUrl).href;
}

function sanitizerPool() {
  pool ??= new Piscina({
    filename: sanitizerWorkerUrl(import.meta.url),
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return pool;
}

/** Sanitises rich text of one kind: `(html, field)` refuses it beyond the bounds, else answers it sanitised. */
export type RichTextSanitizer = (html: string, field: string) => Promise<string>;

/**
 * A sanitiser for HTML written in the app's rich-text editor (see sanitizeEditorHtml). Too much markup is refused on
 * the spot (RICH_TEXT_TOO_LARGE, a linear check); the worker refuses HTML nested deeper than RICH_TEXT_MAX_DEPTH
 * before sanitising it (RICH_TEXT_TOO_DEEP), so the sanitiser only ever sees bounded HTML.
 */
export function richTextSanitizer(policy: EditorHtmlPolicy): RichTextSanitizer {
  return async (html, field) => {
    assertRichTextSize(html, field);
    const result = await sanitizerPool().run({ html, policy, maxDepth: RICH_TEXT_MAX_DEPTH, headingLevels: EDITOR_HEADING_LEVELS });
    if ('isTooDeep' in result) throw new AppError('RICH_TEXT_TOO_DEEP', `${field}: more than ${RICH_TEXT_MAX_DEPTH} elements inside each other`);
    return result.html;
  };
}
