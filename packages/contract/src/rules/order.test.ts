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
  deliveryInstant,
  hasDeliveryTimePassed,
  openAmount,
  orderableDays,
  orderingClosesAt,
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

  it('places only with deliveries, nothing open, no payment running and not yet placed — at every threshold', () => {
    const order = fc.record({ orderstate: state, totalincl: cents, paymentamount: cents });
    fc.assert(
      fc.property(order, fc.integer({ min: -2, max: 5 }), (input, count) => {
        const settled = input.orderstate <= 10 || (input.orderstate >= 50 && input.orderstate < 60);
        const expected = count > 0 && input.totalincl === input.paymentamount && settled;
        return canPlace(input, count) === expected && (placeRefusal(input, count) === null) === expected;
      }),
    );
    const paid = { orderstate: ORDER_STATE.paid, totalincl: 795, paymentamount: 795 };
    expect(canPlace(paid, 1)).toBe(true);
    expect(placeRefusal(paid, 0)).toBe('no-deliveries');
    expect(placeRefusal({ ...paid, paymentamount: 794 }, 1)).toBe('open-amount');
    expect(placeRefusal({ ...paid, orderstate: 49 }, 1)).toBe('not-paid');
    expect(placeRefusal({ ...paid, orderstate: ORDER_STATE.placed }, 1)).toBe('already-placed');
    expect(placeRefusal({ orderstate: ORDER_STATE.open, totalincl: 795, paymentamount: 0 }, 1)).toBe('not-paid');
  });

  it('places a cart that totals 0 (free items, a full discount) straight from open: nothing is left to pay', () => {
    const free = { orderstate: ORDER_STATE.open, totalincl: 0, paymentamount: 0 };
    expect(placeRefusal(free, 1)).toBeNull();
    expect(canPlace(free, 1)).toBe(true);
    expect(placeRefusal(free, 0)).toBe('no-deliveries');
    expect(placeRefusal({ ...free, orderstate: ORDER_STATE.paymentPending }, 1)).toBe('not-paid');
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

describe('delivery times', () => {
  const stay = { startDateTime: '2026-07-01T13:00:00Z', endDateTime: '2026-07-05T08:00:00Z' };
  const early = { unit: 'PIECE', deliveryTime: '08:30' };
  const noon = { unit: 'PIECE', deliveryTime: null };

  it('delivers at the product\'s own time on the day, at noon without one', () => {
    expect(deliveryInstant('2026-07-02', '08:30', AMS).toISOString()).toBe('2026-07-02T06:30:00.000Z');
    expect(deliveryInstant('2026-07-02', null, AMS).toISOString()).toBe('2026-07-02T10:00:00.000Z');
    expect(deliveryInstant('2026-12-02', '08:30', AMS).toISOString()).toBe('2026-12-02T07:30:00.000Z');
  });

  it('has passed from the delivery time on', () => {
    expect(hasDeliveryTimePassed('2026-07-02', { unit: 'PIECE', deliveryTime: '08:30' }, AMS, new Date('2026-07-02T06:29:59Z'))).toBe(false);
    expect(hasDeliveryTimePassed('2026-07-02', { unit: 'PIECE', deliveryTime: '08:30' }, AMS, new Date('2026-07-02T06:30:00Z'))).toBe(true);
  });

  it('offers no day whose delivery time has passed: today only before its delivery time', () => {
    const morning = new Date('2026-07-02T07:00:00Z'); // 09:00 in Amsterdam
    expect(orderableDays(stay, early, morning, AMS)).toEqual(['2026-07-03', '2026-07-04', '2026-07-05']);
    expect(orderableDays(stay, noon, morning, AMS)).toEqual(['2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
    expect(orderableDays(stay, noon, new Date('2026-07-02T10:00:00Z'), AMS)).toEqual(['2026-07-03', '2026-07-04', '2026-07-05']);
    expect(orderableDays(stay, noon, new Date('2026-06-20T10:00:00Z'), AMS)).toEqual(['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
    expect(orderableDays(stay, early, new Date('2026-07-05T07:00:00Z'), AMS)).toEqual([]);
  });

  it('lets a rental (per DAY) be had for today until the day ends: it is fetched at the station', () => {
    const bike = { unit: 'DAY', deliveryTime: null };
    const afternoon = new Date('2026-07-02T13:00:00Z'); // 15:00 in Amsterdam
    expect(orderableDays(stay, bike, afternoon, AMS)[0]).toBe('2026-07-02');
    expect(orderableDays(stay, noon, afternoon, AMS)[0]).toBe('2026-07-03');
    expect(orderingClosesAt('2026-07-02', bike, AMS).toISOString()).toBe('2026-07-02T21:59:59.999Z');
  });

  it('steps over the clock changes one calendar day at a time', () => {
    const spring = { startDateTime: '2025-03-29T14:00:00Z', endDateTime: '2025-03-31T08:00:00Z' };
    expect(orderableDays(spring, noon, new Date('2025-03-20T10:00:00Z'), AMS)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    const autumn = { startDateTime: '2025-10-25T14:00:00Z', endDateTime: '2025-10-27T09:00:00Z' };
    expect(orderableDays(autumn, early, new Date('2025-10-20T10:00:00Z'), AMS)).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
    const yearEnd = { startDateTime: '2025-12-31T14:00:00Z', endDateTime: '2026-01-01T09:00:00Z' };
    expect(orderableDays(yearEnd, noon, new Date('2025-12-20T10:00:00Z'), AMS)).toEqual(['2025-12-31', '2026-01-01']);
  });

  it('never offers a day whose delivery instant is not ahead, for any moment', () => {
    const instant = fc.date({ min: new Date('2026-06-25T00:00:00Z'), max: new Date('2026-07-07T00:00:00Z'), noInvalidDate: true });
    const time = fc.constantFrom('07:00', '08:30', '12:00', '18:45', null);
    fc.assert(
      fc.property(instant, time, (now, deliveryTime) =>
        orderableDays(stay, { unit: 'PIECE', deliveryTime }, now, AMS).every(
          (day) => deliveryInstant(day, deliveryTime, AMS).getTime() > now.getTime() && isDayWithinStay(day, stay, AMS),
        ),
      ),
    );
  });
});
