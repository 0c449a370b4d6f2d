import { wallClockOf } from '@stay/contract';
import { stringify } from 'csv-stringify/browser/esm/sync';

/** A cell as the lists hold it: text, a number, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** The first characters that make a spreadsheet read a cell as a formula (OWASP's list: = + - @, tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe, so a guest who names
 * themselves `=HYPERLINK(…)` cannot make staff's spreadsheet run anything. Numbers stay numbers.
 */
export function neutralisedCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV document (RFC 4180: comma, double quotes, CRLF) with a header row, every text cell neutralised. It starts with
 * a byte order mark so spreadsheets read it as UTF-8 (ë, ß, é).
 */
export function csvOf(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const records = [header.map(neutralisedCell), ...rows.map((row) => row.map(neutralisedCell))];
  return `\uFEFF${stringify(records, { record_delimiter: 'windows', quoted_match: /[",\r\n]/ })}`;
}

/** An instant as a spreadsheet sorts it: `yyyy-MM-dd HH:mm` on the location's clock; empty for none. */
export function csvInstant(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const { day, time } = wallClockOf(instant, timeZone);
  return `${day} ${time}`;
}

/** Saves the document through the browser's download, named `<name>-<day>.csv`. */
export function downloadCsv(name: string, day: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${day}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
