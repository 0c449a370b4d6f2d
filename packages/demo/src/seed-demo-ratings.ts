import { ORDER_STATE, type RatingLabel } from '@stay/contract';
import { type Db, insertGuest, locationExists, upsertRating, upsertReservation } from '@stay/server/seeding';
import { insertDemoOrder } from './demo-orders';
import { DEMO_LOCATION } from './demo-data';
import { DEMO_RATED_STAYS, demoRatedGuestIdOf, demoRatedStayIdOf, type DemoRatedStay } from './seed-demo-ratings-data';
import { demoInstant } from './seed-demo-stays';
import { DEMO_STAY_TIMES } from './demo-stay-times';

export interface SeedDemoRatingsOptions {
  now?: Date;
  log?: (line: string) => void;
}

const SUITES = ['Suite Duinroos 3', 'Suite Helmgras 7', 'Suite Strandloper 5', 'Suite Zeester 2', 'Suite Kwartel 9', 'Suite Vuurtoren 1'];
const DAY_MS = 24 * 60 * 60 * 1000;

function reservationOf(stay: DemoRatedStay, index: number, now: Date) {
  const start = demoInstant(now, -(stay.endsDaysAgo + stay.nights), DEMO_STAY_TIMES.checkInTime);
  const end = demoInstant(now, -stay.endsDaysAgo, DEMO_STAY_TIMES.checkOutTime);
  const number = `DZ-2025-${String(600 + index + 1).padStart(6, '0')}`;
  return {
    id: demoRatedStayIdOf(index),
    reservation_number: number,
    status: 30,
    location_id: DEMO_LOCATION.id,
    accommodation_name: SUITES[index % SUITES.length] ?? null,
    start_date_time: start,
    end_date_time: end,
    controls_activation_date_time: start,
    controls_deactivation_date_time: end,
    controls_are_active: 1,
    guide_employee_id: stay.guideId,
    guide_selection_timestamp: demoInstant(now, -(stay.endsDaysAgo + stay.nights + 3), '20:15'),
    main_guest_firstname: stay.firstname,
    main_guest_surname: stay.surname,
    relation_erp_uid: `R-${number.slice(-3)}`,
    relation_name: `${stay.firstname} ${stay.surname}`,
    booking_email: `${stay.firstname.toLowerCase().replace(/[^a-z]/g, '')}.${number.slice(-3)}@example.com`,
  };
}

/**
 * Ratings of the demo park's guides, stays and app over the last four months (see seed-demo-ratings-data.ts), with
 * the placed orders of those stays for the product-sales challenge. The rated stays are past bookings whose guests
 * have no account and no chat. Run after the orders seed (it prices from the shop). Idempotent: stays, ratings and
 * orders that exist are kept.
 */
export async function seedDemoRatings(db: Db, options: SeedDemoRatingsOptions = {}): Promise<{ ratings: number; orders: number }> {
  const now = options.now ?? new Date();
  const log = options.log ?? console.log;
  if (!(await locationExists(db, DEMO_LOCATION.id))) {
    log('Demo ratings: skipped (no demo location; seed the demo data first)');
    return { ratings: 0, orders: 0 };
  }
  const counts = await db.transaction().execute(async (trx) => {
    let ratings = 0;
    let orders = 0;
    for (const [index, stay] of DEMO_RATED_STAYS.entries()) {
      const reservation = reservationOf(stay, index, now);
      await upsertReservation(trx, reservation);
      const guestId = demoRatedGuestIdOf(index);
      await insertGuest(trx, {
        id: guestId,
        erpUid: `DR${1000 + index}`,
        firstname: stay.firstname,
        surname: stay.surname,
        cellphone: null,
        subscribedToNewsletter: false,
        activeReservationId: null,
      });
      // Rated on the day after departure, at a time that differs per stay.
      const ratedAt = new Date(new Date(reservation.end_date_time).getTime() + DAY_MS + (index % 9) * 60 * 60 * 1000).toISOString();
      const given: [RatingLabel, { score: number; comment?: string } | undefined][] = [
        ['guide', stay.guide],
        ['stay', stay.stay],
        ['app', stay.app],
      ];
      for (const [label, rating] of given) {
        if (!rating) continue;
        await upsertRating(trx, {
          id: `demo-rating-${index + 1}-${label}`,
          reservation_id: reservation.id,
          person_id: guestId,
          label,
          guide_employee_id: label === 'guide' ? stay.guideId : null,
          score: rating.score,
          comment: rating.comment ?? null,
          created_at: ratedAt,
          updated_at: ratedAt,
        });
        ratings += 1;
      }
      if (stay.order) {
        // Placed on the morning after arrival; the deliveries follow on the next days of the stay.
        const placedAt = new Date(demoInstant(now, -(stay.endsDaysAgo + stay.nights - 1), '09:30'));
        const nmbr = await insertDemoOrder(
          trx,
          {
            reservationId: reservation.id,
            locationId: DEMO_LOCATION.id,
            state: ORDER_STATE.placed,
            deliveries: stay.order.map((line, day) => ({ ...line, days: Math.min(day, stay.nights - 1) })),
          },
          placedAt,
        );
        if (nmbr !== null) orders += 1;
      }
    }
    return { ratings, orders };
  });
  log(`Demo ratings: ${counts.ratings} ratings over ${DEMO_RATED_STAYS.length} past stays, ${counts.orders} placed orders added`);
  return counts;
}
