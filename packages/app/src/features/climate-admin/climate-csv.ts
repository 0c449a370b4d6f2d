import type { SuiteWeekEnergy } from '@stay/contract';
import { csvOf } from '@/lib/export/csv';

export interface ClimateCsvTexts {
  week: string;
  suite: string;
  kwh: string;
  heatingHours: string;
  savings: string;
}

/** The energy table as a spreadsheet reads it: one row per suite and week, numbers as numbers. */
export function energyCsv(weeks: readonly SuiteWeekEnergy[], texts: ClimateCsvTexts): string {
  return csvOf(
    [texts.week, texts.suite, texts.kwh, texts.heatingHours, texts.savings],
    weeks.map((row) => [row.weekStart, row.suiteName, row.kwh, Math.round((row.heatingMinutes / 60) * 10) / 10, row.estimatedSavingsKwh]),
  );
}
