import {
  type Db,
  findChatByReservation,
  insertSuites,
  insertDevices,
  type NewDevice,
  openReservationChat,
  replaceReservationSuites,
  upsertReservation,
} from '@stay/server/seeding';
import { DEMO_LOCATION } from './demo-data';
import { DEMO_DEVICE_NAMES, type DemoDeviceSlug } from './demo-device-names';
import {
  DEMO_BOOKING_SUITES,
  DEMO_BOOKINGS,
  DEMO_OFFLINE_LOCK_SUITE,
  demoBookingIdOf,
  demoBookingSuiteIdOf,
  type DemoBooking,
  type DemoSuiteKey,
} from './seed-demo-bookings-data';
import { demoInstant } from './seed-demo-stays';

export interface SeedDemoBookingsOptions {
  now?: Date;
  log?: (line: string) => void;
}

export interface DemoBookingsCounts {
  suites: number;
  reservations: number;
  devices: number;
  chats: number;
}

const suiteKeys = Object.keys(DEMO_BOOKING_SUITES) as DemoSuiteKey[];

/** A front door lock, a thermostat and a light per suite, named in the four languages; one lock is offline. States otherwise start unknown. */
function devicesOf(key: DemoSuiteKey, at: string): NewDevice[] {
  const suiteId = demoBookingSuiteIdOf(key);
  const device = (slug: DemoDeviceSlug, type: string, position: number): NewDevice => ({
    id: `${suiteId}-${slug}`,
    accommodation_id: suiteId,
    type,
    ...DEMO_DEVICE_NAMES[slug],
    position,
    connector: 'simulator',
    external_id: `${suiteId.replace(/^demo-accommodation-/, '')}/${slug}`,
    // Every row names the same columns: SQLite has no DEFAULT inside a multi-row VALUES.
    state_status: 'unknown',
    checked_at: null,
  });
  const lock = device('front-door', 'LOCK', 0);
  return [
    key === DEMO_OFFLINE_LOCK_SUITE ? { ...lock, state_status: 'unavailable', checked_at: at } : lock,
    device('thermostat', 'CLIMATE', 1),
    device('living-room-light', 'LIGHT', 2),
  ];
}

function bookingRow(booking: DemoBooking, now: Date) {
  const deactivation = booking.deactivation ?? booking.end;
  const dates = {
    status: booking.status ?? 30,
    start_date_time: demoInstant(now, booking.start.days, booking.start.time),
    end_date_time: demoInstant(now, booking.end.days, booking.end.time),
    controls_activation_date_time: demoInstant(now, booking.start.days, booking.start.time),
    controls_deactivation_date_time: demoInstant(now, deactivation.days, deactivation.time),
    guide_employee_id: booking.guideId ?? null,
    guide_selection_timestamp: booking.guideId ? demoInstant(now, Math.min(booking.start.days, 0) - 2, '20:15') : null,
  };
  const row = {
    id: demoBookingIdOf(booking.key),
    reservation_number: booking.reservationNumber,
    location_id: DEMO_LOCATION.id,
    accommodation_name: DEMO_BOOKING_SUITES[booking.suite],
    ...dates,
    controls_are_active: 1,
    main_guest_firstname: booking.firstname,
    main_guest_surname: booking.surname,
    relation_erp_uid: `R-${booking.reservationNumber.slice(-3)}`,
    relation_name: `${booking.firstname} ${booking.surname}`,
    booking_email: `${booking.key}.${booking.reservationNumber.slice(-3)}@example.com`,
  };
  return { row, dates };
}

/**
 * Seeds the demo park's bookings (see seed-demo-bookings-data.ts) with their suites, the suites' devices and a few
 * chats. Run it after the demo guides exist (seedDemo). Idempotent: rows that exist are kept, dates move relative to
 * `now`.
 */
export async function seedDemoBookings(db: Db, options: SeedDemoBookingsOptions = {}): Promise<DemoBookingsCounts> {
  const now = options.now ?? new Date();
  const counts = await db.transaction().execute(async (trx): Promise<DemoBookingsCounts> => {
    const suites = await insertSuites(
      trx,
      suiteKeys.map((key) => ({ id: demoBookingSuiteIdOf(key), name: DEMO_BOOKING_SUITES[key] })),
      DEMO_LOCATION.id,
    );
    const devices = await insertDevices(trx, suiteKeys.flatMap((key) => devicesOf(key, now.toISOString())));
    let reservations = 0;
    let chats = 0;
    for (const booking of DEMO_BOOKINGS) {
      const { row, dates } = bookingRow(booking, now);
      reservations += await upsertReservation(trx, row, dates);
      await replaceReservationSuites(trx, row.id, [demoBookingSuiteIdOf(booking.suite)]);
      if (booking.withChat && !(await findChatByReservation(trx, row.id))) {
        await openReservationChat(trx, row.id, now.toISOString());
        chats += 1;
      }
    }
    return { suites, reservations, devices, chats };
  });
  (options.log ?? console.log)(
    `Demo bookings: ${counts.reservations} reservations (dates refreshed) over ${counts.suites} suites, ${counts.devices} devices, ` +
      `${counts.chats} chats added`,
  );
  return counts;
}
