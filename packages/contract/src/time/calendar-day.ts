/** The calendar day `count` days after `day` (YYYY-MM-DD; before it when negative). A named day needs no zone. */
export function addCalendarDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}
