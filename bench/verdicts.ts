import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of the table: a budget, what was measured, what it is compared with, and whether it holds. */
export interface Verdict {
  budget: string;
  measured: string;
  comparedWith: string;
  pass: boolean;
}

export const RESULTS_DIR = join(import.meta.dirname, 'results');

/** A budget that could not be measured fails, with the reason as its measurement. */
export function notMeasured(budget: string, comparedWith: string, error: unknown): Verdict {
  const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return { budget, measured: `not measured: ${reason}`, comparedWith, pass: false };
}

export function printTable(verdicts: readonly Verdict[]): void {
  const header = ['budget', 'measured', 'compared with', 'result'];
  const rows = verdicts.map((verdict) => [verdict.budget, verdict.measured, verdict.comparedWith, verdict.pass ? 'PASS' : 'FAIL']);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const failed = verdicts.filter((verdict) => !verdict.pass).length;
  console.log(`\n${verdicts.length - failed} of ${verdicts.length} budgets hold, ${failed} missed.`);
}

/** Writes the run to bench/results/<iso>.json and answers the file's path. */
export function writeResults(startedAt: Date, report: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
