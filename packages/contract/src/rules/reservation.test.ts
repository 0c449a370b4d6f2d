import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appOpensAt,
  controlsWindow,
  daysUntilAppUse,
  hasEnded,
  isInCountdown,
  isLateCheckout,
  isPast,
  isProvisional,
  isWaitScreenForced,
  type ReservationTimes,
} from './reservation';

const TZ = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const stay = (overrides: Partial<ReservationTimes> = {}): ReservationTimes => ({
  status: 30,
  startDateTime: '2026-07-10T13:00:00.000Z', // 15:00 in Amsterdam (CEST)
  endDateTime: '2026-07-14T08:00:00.000Z', // 10:00 in Amsterdam
  controlsActivationDateTime: '2026-07-10T13:00:00.000Z',
  controlsDeactivationDateTime: '2026-07-14T09:00:00.000Z', // 11:00 in Amsterdam
  ...overrides,
});

const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms));

describe('provisional (status <= 10)', () => {
  it('holds exactly up to 10', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 200 }), (status) => isProvisional({ status }) === status <= 10));
    expect(isProvisional({ status: 10 })).toBe(true);
    expect(isProvisional({ status: 11 })).toBe(false);
  });
});

describe('app use threshold', () => {
  it('opens at the start of the day 5 days before arrival by default', () => {
    expect(appOpensAt(stay(), TZ).toISOString()).toBe('2026-07-04T22:00:00.000Z'); // 5 July 00:00 CEST
  });

  it('is usable from that moment on, a countdown before it', () => {
    const opens = appOpensAt(stay(), TZ).getTime();
    expect(isInCountdown(stay(), new Date(opens - 1), TZ)).toBe(true);
    expect(daysUntilAppUse(stay(), new Date(opens - 1), TZ)).toBe(1);
    expect(isInCountdown(stay(), new Date(opens), TZ)).toBe(false);
    expect(daysUntilAppUse(stay(), new Date(opens), TZ)).toBe(0);
  });

  it('uses daysUntillAppUse as the threshold when present', () => {
    const reservation = stay({ daysUntillAppUse: 0 });
    expect(isInCountdown(reservation, new Date('2026-07-09T21:59:59.999Z'), TZ)).toBe(true);
    expect(isInCountdown(reservation, new Date('2026-07-09T22:00:00.000Z'), TZ)).toBe(false);
  });

  it('counts down one per calendar day and is never in countdown once usable', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 30 }), (now, threshold) => {
        const reservation = stay({ daysUntillAppUse: threshold });
        const days = daysUntilAppUse(reservation, now, TZ);
        expect(isInCountdown(reservation, now, TZ)).toBe(days > 0);
        expect(days > 0).toBe(now.getTime() < appOpensAt(reservation, TZ).getTime());
      }),
    );
  });
});

describe('controls window', () => {
  it('opens at activation and ends after deactivation', () => {
    const reservation = stay();
    expect(controlsWindow(reservation, new Date(Date.parse(reservation.controlsActivationDateTime!) - 1))).toBe('not-started');
    expect(controlsWindow(reservation, new Date(reservation.controlsActivationDateTime!))).toBe('open');
    expect(controlsWindow(reservation, new Date(reservation.controlsDeactivationDateTime!))).toBe('open');
    expect(controlsWindow(reservation, new Date(Date.parse(reservation.controlsDeactivationDateTime!) + 1))).toBe('ended');
    expect(hasEnded(reservation, new Date(Date.parse(reservation.controlsDeactivationDateTime!) + 1))).toBe(true);
  });

  it('falls back to the stay dates when no control times are set', () => {
    const reservation = stay({ controlsActivationDateTime: null, controlsDeactivationDateTime: null });
    expect(controlsWindow(reservation, new Date(Date.parse(reservation.startDateTime) - 1))).toBe('not-started');
    expect(controlsWindow(reservation, new Date(Date.parse(reservation.endDateTime) + 1))).toBe('ended');
  });

  it('is open exactly between the two instants', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const reservation = stay();
        const open = now >= new Date(reservation.controlsActivationDateTime!) && now <= new Date(reservation.controlsDeactivationDateTime!);
        expect(controlsWindow(reservation, now) === 'open').toBe(open);
      }),
    );
  });
});

describe('past (2 days after the end, end of day)', () => {
  it('turns past at midnight (location time) two calendar days after the departure day', () => {
    const reservation = stay(); // departs 14 July
    expect(isPast(reservation, new Date('2026-07-15T21:59:59.999Z'), TZ)).toBe(false); // 15 July 23:59:59 CEST
    expect(isPast(reservation, new Date('2026-07-15T22:00:00.000Z'), TZ)).toBe(true); // 16 July 00:00 CEST
  });

  it('is monotonic: once past, always past', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 * DAY }), (now, later) => {
        const reservation = stay();
        if (isPast(reservation, now, TZ)) expect(isPast(reservation, new Date(now.getTime() + later), TZ)).toBe(true);
      }),
    );
  });
});

describe('wait screen', () => {
  it('is forced in countdown, when provisional or when past, and not during the stay', () => {
    const during = new Date('2026-07-11T10:00:00.000Z');
    expect(isWaitScreenForced(stay(), during, TZ)).toBe(false);
    expect(isWaitScreenForced(stay({ status: 10 }), during, TZ)).toBe(true);
    expect(isWaitScreenForced(stay(), new Date('2026-07-01T10:00:00.000Z'), TZ)).toBe(true);
    expect(isWaitScreenForced(stay(), new Date('2026-07-20T10:00:00.000Z'), TZ)).toBe(true);
  });

  it('equals countdown or provisional or past for any moment and status', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 60 }), (now, status) => {
        const reservation = stay({ status });
        expect(isWaitScreenForced(reservation, now, TZ)).toBe(
          isInCountdown(reservation, now, TZ) || status <= 10 || isPast(reservation, now, TZ),
        );
      }),
    );
  });
});

describe('late checkout', () => {
  it('is detected when the deactivation wall-clock time equals the configured time', () => {
    expect(isLateCheckout(stay(), TZ, '11:00')).toBe(true);
    expect(isLateCheckout(stay(), TZ, '10:00')).toBe(false);
    expect(isLateCheckout(stay(), TZ, undefined)).toBe(false);
    expect(isLateCheckout(stay({ controlsDeactivationDateTime: null }), TZ, '11:00')).toBe(false);
  });

  it('reads the wall clock in the location time zone across daylight saving', () => {
    const winter = stay({ controlsDeactivationDateTime: '2026-01-14T10:00:00.000Z' }); // 11:00 CET
    expect(isLateCheckout(winter, TZ, '11:00')).toBe(true);
  });
});

describe('wall-clock time', () => {
  it('agrees with the zone calendar for any instant, midnight as 00:00', async () => {
    const { wallClockTime, inZone } = await import('../time/zoned');
    expect(wallClockTime('2026-07-13T22:00:00.000Z', TZ)).toBe('00:00');
    fc.assert(
      fc.property(instant, (now) => {
        const zoned = inZone(now, TZ);
        const expected = `${String(zoned.getHours()).padStart(2, '0')}:${String(zoned.getMinutes()).padStart(2, '0')}`;
        expect(wallClockTime(now, TZ)).toBe(expected);
      }),
    );
  });
});
