/** "Fri 20 Nov, 15:00" in the location's time zone. */
export function formatDateTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** "Fri 20 Nov" in the location's time zone. */
export function formatDay(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(new Date(instant));
}

/** "11:00" in the location's time zone. */
export function formatTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));
}

/** Initials for an avatar without a photo: "Sanne de Vries" → "SV". */
export function initialsOf(firstname: string, surname: string): string {
  const last = surname.trim().split(/\s+/).pop() ?? '';
  return `${firstname.trim().charAt(0)}${last.charAt(0)}`.toUpperCase();
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailShaped = (value: string): boolean => EMAIL_SHAPE.test(value.trim());
