const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:mm` → hours and minutes; anything else → undefined. */
export function parseClockTime(value: unknown): { hour: number; minute: number } | undefined {
  const match = typeof value === 'string' ? CLOCK_TIME.exec(value.trim()) : null;
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}
