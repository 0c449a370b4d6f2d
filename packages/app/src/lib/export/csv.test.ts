import { describe, expect, it } from 'vitest';
import { csvInstant, csvOf, neutralisedCell } from './csv';

describe('CSV exports', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+31 6 12345678', `'+31 6 12345678`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Jan de Vries', 'Jan de Vries'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j as %j', (value, expected) => {
    expect(neutralisedCell(value)).toBe(expected);
  });

  it('keeps numbers, and writes nothing for null and yes/no for booleans', () => {
    expect([neutralisedCell(-3), neutralisedCell(null), neutralisedCell(undefined), neutralisedCell(true)]).toEqual([-3, '', '', 'yes']);
  });

  it('writes a UTF-8 document with a header, quoting commas, quotes and line breaks, CRLF between records', () => {
    const csv = csvOf(['Guest', 'Suite', 'Note'], [
      ['Zoë "Zo" Müller', 'Duinroos, 8', 'line one\nline two'],
      ['=cmd|"/c calc"!A1', null, 4],
    ]);
    expect(csv).toBe(
      '\uFEFFGuest,Suite,Note\r\n' + '"Zoë ""Zo"" Müller","Duinroos, 8","line one\nline two"\r\n' + `"'=cmd|""/c calc""!A1",,4\r\n`,
    );
  });

  it('writes instants on the location’s clock', () => {
    expect(csvInstant('2026-12-04T14:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-12-04 15:00');
    expect(csvInstant(null, 'Europe/Amsterdam')).toBe('');
  });
});
