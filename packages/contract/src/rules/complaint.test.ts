import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, SUPPORT_ROLES } from '../roles';
import { COMPLAINT_ACTIONS, COMPLAINT_STATES, type ComplaintAssigned } from '../entities/complaint';
import { allowedComplaintActions, appointmentWindow, complaintActionRefusal, defaultAppointmentWindow, windowsOverlap } from './complaint';
import { wallClockTime } from '../time/zoned';

const HOUR = 3_600_000;
const fresh = { complaintstatetext: 'New', assigned: '' } as const;

describe('complaint actions', () => {
  it('lets only support and management approve or decline, once', () => {
    for (const role of SUPPORT_ROLES) {
      expect(complaintActionRefusal('approve', fresh, role)).toBeNull();
      expect(complaintActionRefusal('decline', fresh, role)).toBeNull();
      for (const assigned of ['J', 'N'] as const) {
        expect(complaintActionRefusal('approve', { ...fresh, assigned }, role)).toBe('COMPLAINT_ALREADY_REVIEWED');
        expect(complaintActionRefusal('decline', { ...fresh, assigned }, role)).toBe('COMPLAINT_ALREADY_REVIEWED');
      }
    }
    expect(complaintActionRefusal('approve', fresh, 'GUIDE')).toBe('UNAUTHORIZED');
    expect(complaintActionRefusal('decline', fresh, 'GUIDE')).toBe('UNAUTHORIZED');
  });

  it('lets every staff member resolve an unresolved complaint, and nobody resolve it twice', () => {
    for (const role of STAFF_ROLES) {
      expect(complaintActionRefusal('resolve', { ...fresh, complaintstatetext: 'In progress' }, role)).toBeNull();
      expect(complaintActionRefusal('resolve', { ...fresh, complaintstatetext: 'Resolved' }, role)).toBe('COMPLAINT_ALREADY_RESOLVED');
    }
  });

  it('refuses guests and unknown roles everything', () => {
    for (const action of COMPLAINT_ACTIONS) {
      expect(complaintActionRefusal(action, fresh, 'GUEST')).toBe('UNAUTHORIZED');
      expect(complaintActionRefusal(action, fresh, 'UNKOWN')).toBe('UNAUTHORIZED');
    }
  });

  it('offers exactly the actions that are not refused', () => {
    const role = fc.constantFrom(...STAFF_ROLES, 'GUEST' as const);
    const complaint = fc.record({
      complaintstatetext: fc.constantFrom(...COMPLAINT_STATES),
      assigned: fc.constantFrom<ComplaintAssigned>('J', 'N', ''),
    });
    fc.assert(
      fc.property(complaint, role, (input, who) => {
        const offered = allowedComplaintActions(input, who);
        return COMPLAINT_ACTIONS.every((action) => offered.includes(action) === (complaintActionRefusal(action, input, who) === null));
      }),
    );
  });
});

describe('appointment window', () => {
  it('defaults to the current hour until the next hour on the location clock', () => {
    const now = new Date('2026-07-14T12:37:12.345Z'); // 14:37 in Amsterdam
    const { start, end } = defaultAppointmentWindow(now, 'Europe/Amsterdam');
    expect(start.toISOString()).toBe('2026-07-14T12:00:00.000Z');
    expect(end.toISOString()).toBe('2026-07-14T13:00:00.000Z');
  });

  it('uses the location clock, also where the offset is not whole hours', () => {
    const now = new Date('2026-07-14T12:10:00.000Z'); // 17:40 in Kolkata (UTC+5:30)
    const { start, end } = defaultAppointmentWindow(now, 'Asia/Kolkata');
    expect(wallClockTime(start, 'Asia/Kolkata')).toBe('17:00');
    expect(wallClockTime(end, 'Asia/Kolkata')).toBe('18:00');
    expect(start.toISOString()).toBe('2026-07-14T11:30:00.000Z');
  });

  it('always starts at a whole hour of the location clock, at most an hour ago, and lasts one hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.constantFrom('Europe/Amsterdam', 'Asia/Kolkata', 'America/New_York', 'UTC'), (ms, zone) => {
        const { start, end } = defaultAppointmentWindow(new Date(ms), zone);
        return (
          wallClockTime(start, zone).endsWith(':00') &&
          start.getTime() <= ms &&
          ms - start.getTime() < HOUR &&
          end.getTime() - start.getTime() === HOUR
        );
      }),
    );
  });

  it('keeps a given start and end, and makes a start without an end last an hour', () => {
    const now = new Date('2026-07-14T12:37:00.000Z');
    expect(appointmentWindow({ appointmentstart: '2026-07-15T08:00:00.000Z', appointmentend: '2026-07-15T08:30:00.000Z' }, now, 'UTC')).toEqual({
      start: new Date('2026-07-15T08:00:00.000Z'),
      end: new Date('2026-07-15T08:30:00.000Z'),
    });
    expect(appointmentWindow({ appointmentstart: '2026-07-15T08:00:00.000Z' }, now, 'UTC').end).toEqual(new Date('2026-07-15T09:00:00.000Z'));
    expect(appointmentWindow({}, now, 'UTC').start).toEqual(new Date('2026-07-14T12:00:00.000Z'));
  });
});

describe('windows overlap', () => {
  const w = (start: number, end: number) => ({ start: new Date(start), end: new Date(end) });
  it('overlap when each starts before the other ends; touching windows do not', () => {
    expect(windowsOverlap(w(0, 10), w(5, 15))).toBe(true);
    expect(windowsOverlap(w(0, 10), w(10, 20))).toBe(false);
    expect(windowsOverlap(w(0, 30), w(10, 20))).toBe(true);
  });

  it('is symmetric', () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 100 })).map(([start, length]) => w(start, start + length));
    fc.assert(fc.property(span, span, (a, b) => windowsOverlap(a, b) === windowsOverlap(b, a)));
  });
});
