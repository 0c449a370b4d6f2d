/** A day as the location's calendar shows it, e.g. "Thursday 3 December". */
export function formatDay(instant: string | Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(instant));
}
