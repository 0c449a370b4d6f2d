import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_MAX_STATE, PAID_ORDER_MIN_STATE } from '../constants';
import {
  ORDER_STATE,
  RENTAL_HOLD_MINUTES,
  canPlace,
  deliveryNoon,
  deliveryTotalCents,
  isDayWithinStay,
  isOpen,
  isPaid,
  isRentalSlotExpired,
  openAmount,
  placeRefusal,
  remainingCapacity,
  rentalWindowEnd,
} from './order';
import { calendarDayIn } from '../time/zoned';

const AMS = 'Europe/Amsterdam';
const state = fc.integer({ min: -5, max: 120 });
const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('order states', () => {
  it('is open exactly up to 10 and paid exactly from 50', () => {
    fc.assert(fc.property(state, (value) => isOpen(value) === value <= OPEN_ORDER_MAX_STATE && isPaid(value) === value >= PAID_ORDER_MIN_STATE));
    expect([isOpen(10), isOpen(11), isPaid(49), isPaid(50)]).toEqual([true, false, false, true]);
  });

  it('names states on the right side of the thresholds', () => {
    expect(isOpen(ORDER_STATE.open)).toBe(true);
    expect(isOpen(ORDER_STATE.paymentPending) || isPaid(ORDER_STATE.paymentPending)).toBe(false);
    expect(isPaid(ORDER_STATE.paid) && isPaid(ORDER_STATE.placed)).toBe(true);
  });
});

describe('open amount and placing', () => {
  it('is the total minus what was paid', () => {
    fc.assert(fc.property(cents, cents, (totalincl, paymentamount) => openAmount({ totalincl, paymentamount }) === totalincl - paymentamount));
  });

  it('places only with deliveries, nothing open, paid and not yet placed — at every threshold', () => {
    const order = fc.record({ orderstate: state, totalincl: cents, paymentamount: cents });
    fc.assert(
      fc.property(order, fc.integer({ min: -2, max: 5 }), (input, count) => {
        const expected = count > 0 && input.totalincl === input.paymentamount && input.orderstate >= 50 && input.orderstate < 60;
        return canPlace(input, count) === expected && (placeRefusal(input, count) === null) === expected;
      }),
    );
    const paid = { orderstate: ORDER_STATE.paid, totalincl: 795, paymentamount: 795 };
    expect(canPlace(paid, 1)).toBe(true);
    expect(placeRefusal(paid, 0)).toBe('no-deliveries');
    expect(placeRefusal({ ...paid, paymentamount: 794 }, 1)).toBe('open-amount');
    expect(placeRefusal({ ...paid, orderstate: 49 }, 1)).toBe('not-paid');
    expect(placeRefusal({ ...paid, orderstate: ORDER_STATE.placed }, 1)).toBe('already-placed');
  });
});

describe('rental slots', () => {
  const end = new Date('2026-07-01T10:15:00Z');

  it('is expired when flagged or strictly past its end', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.boolean(), (offset, flagged) => {
        const now = new Date(end.getTime() + offset);
        return isRentalSlotExpired({ rentalWindowExpired: flagged, rentalWindowEndDateTime: end.toISOString() }, now) === (flagged || offset > 0);
      }),
    );
    expect(isRentalSlotExpired({ rentalWindowEndDateTime: end }, end)).toBe(false);
    expect(isRentalSlotExpired({ rentalWindowEndDateTime: end }, new Date(end.getTime() + 1))).toBe(true);
  });

  it('holds for RENTAL_HOLD_MINUTES', () => {
    expect(rentalWindowEnd(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe(`2026-07-01T10:${RENTAL_HOLD_MINUTES}:00.000Z`);
  });

  it('never has less than nothing left', () => {
    fc.assert(fc.property(fc.nat(50), fc.nat(80), (capacity, taken) => remainingCapacity(capacity, taken) === Math.max(0, capacity - taken)));
  });
});

describe('totals', () => {
  it('prices options with the product, times the quantity', () => {
    expect(deliveryTotalCents(4995, [500, 250], 2)).toBe(11_490);
    fc.assert(
      fc.property(cents, fc.array(cents, { maxLength: 5 }), fc.integer({ min: 1, max: 99 }), (price, options, quantity) =>
        deliveryTotalCents(price, options, quantity) === quantity * (price + options.reduce((a, b) => a + b, 0)),
      ),
    );
  });
});

describe('delivery dates', () => {
  it('stores noon in the park zone of the calendar day, whatever time is sent', () => {
    expect(deliveryNoon('2026-07-01T00:10:00+02:00', AMS).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(deliveryNoon('2026-07-01T23:59:00+02:00', AMS).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    // 23:30 UTC on 30 June is already 1 July in Amsterdam.
    expect(deliveryNoon('2026-06-30T23:30:00Z', AMS).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(deliveryNoon('2026-07-01', AMS).toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('keeps noon across the DST changes (CET +1 in winter, CEST +2 in summer)', () => {
    expect(deliveryNoon('2026-03-29T01:30:00Z', AMS).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(deliveryNoon('2026-03-28T22:00:00Z', AMS).toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(deliveryNoon('2026-10-25T00:30:00Z', AMS).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(deliveryNoon('2026-10-24T21:59:00Z', AMS).toISOString()).toBe('2026-10-24T10:00:00.000Z');
  });

  it('is idempotent and stays on its calendar day for any instant', () => {
    const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.constantFrom(AMS, 'UTC', 'America/New_York', 'Pacific/Auckland'), (date, zone) => {
        const noon = deliveryNoon(date, zone);
        return calendarDayIn(noon, zone) === calendarDayIn(date, zone) && deliveryNoon(noon, zone).getTime() === noon.getTime();
      }),
    );
  });

  it('accepts the arrival day through the departure day', () => {
    const stay = { startDateTime: '2026-07-01T13:00:00Z', endDateTime: '2026-07-05T08:00:00Z' };
    expect(isDayWithinStay('2026-06-30', stay, AMS)).toBe(false);
    expect(isDayWithinStay('2026-07-01', stay, AMS)).toBe(true);
    expect(isDayWithinStay('2026-07-05', stay, AMS)).toBe(true);
    expect(isDayWithinStay('2026-07-06', stay, AMS)).toBe(false);
  });
});
