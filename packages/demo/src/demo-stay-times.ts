/**
 * The demo park's times, in one place. The location's settings (`reservation.checkInTime`, `reservation.checkOutTime`
 * and `reservation.controlDeactivation`, the late checkout), the bookings' arrivals, departures and late checkouts,
 * the products' delivery times and every demo text that names one of these times are made from here, so the guest's
 * and the staff's screens, the house rules, the FAQ and the chats tell the same times.
 */
export const DEMO_STAY_TIMES = { checkInTime: '15:00', checkOutTime: '10:00', lateCheckoutTime: '14:00' } as const;

/** What a late checkout costs at the demo park (the guide offers it in the chat). */
export const DEMO_LATE_CHECKOUT_PRICE = '€25';

/** When breakfast and the other morning products are brought to the door. */
export const DEMO_BREAKFAST_TIME = '08:30';

const PLACEHOLDERS: Readonly<Record<string, string>> = {
  '{checkIn}': DEMO_STAY_TIMES.checkInTime,
  '{checkOut}': DEMO_STAY_TIMES.checkOutTime,
  '{lateCheckout}': DEMO_STAY_TIMES.lateCheckoutTime,
  '{lateCheckoutPrice}': DEMO_LATE_CHECKOUT_PRICE,
  '{breakfast}': DEMO_BREAKFAST_TIME,
};

/** A demo text with the park's times filled in: `{checkIn}`, `{checkOut}`, `{lateCheckout}`, `{lateCheckoutPrice}`, `{breakfast}`. */
export function withDemoTimes(text: string): string {
  return Object.entries(PLACEHOLDERS).reduce((filled, [placeholder, value]) => filled.replaceAll(placeholder, value), text);
}
