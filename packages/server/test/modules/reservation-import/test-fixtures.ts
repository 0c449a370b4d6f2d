/** iCalendar texts for the import tests, written the way the booking platforms export them (CRLF lines). */

export function calendar(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Bookings//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

/** An all-day event: DTEND is the (exclusive) departure day, as Airbnb and Booking.com write it. */
export function allDayEvent(uid: string, start: string, end: string, summary = 'Reserved', ...extra: string[]): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
    `SUMMARY:${summary}`,
    ...extra,
    'END:VEVENT',
  ].join('\r\n');
}

/** An event with free-form lines (times with zones, durations, broken values). */
export function event(...lines: string[]): string {
  return ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}
