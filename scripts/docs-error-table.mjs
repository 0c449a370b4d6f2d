// Writes the table of every error code into docs/product/error-codes.md, between its two table markers, from the
// catalogue in packages/contract/src/errors.ts. Run after changing the catalogue: `npm run docs:errors`.
// (A contract test fails while the document and the catalogue differ.)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CATALOGUE } from '../packages/contract/src/errors.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const docPath = join(root, 'docs/product/error-codes.md');
const START = '<!-- error-table:start -->';
const END = '<!-- error-table:end -->';

const rows = Object.entries(ERROR_CATALOGUE).map(([code, { kind, status, message }]) => `| \`${code}\` | ${kind} | ${status} | ${message} |`);
const table = ['| code | kind | HTTP status | text |', '|---|---|---|---|', ...rows].join('\n');

const doc = readFileSync(docPath, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`${docPath} has no ${START} … ${END} markers`);
writeFileSync(docPath, `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`);
console.log(`docs/product/error-codes.md: ${rows.length} codes`);
