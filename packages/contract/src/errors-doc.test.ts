import { describe, expect, it } from 'vitest';
import errorCodesDoc from '../../../docs/product/error-codes.md?raw';
import { ERROR_CATALOGUE } from './errors';

const ROW = /^\| `([A-Z_]+)` \| (toast|alert) \| (\d{3}) \| (.+) \|$/;

/** The rows of the document's code table: code → kind, status and text. */
function documentedCodes(markdown: string) {
  return markdown
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((match) => match !== null)
    .map(([, code, kind, status, message]) => ({ code, kind, status: Number(status), message }));
}

describe('docs/product/error-codes.md', () => {
  it('lists exactly the catalogue: every code once, with its kind, HTTP status and text', () => {
    const catalogue = Object.entries(ERROR_CATALOGUE).map(([code, { kind, status, message }]) => ({ code, kind, status, message }));
    expect(documentedCodes(errorCodesDoc)).toEqual(catalogue);
  });
});
