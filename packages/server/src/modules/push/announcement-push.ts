import type { DbOrTrx } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import { reservationsToJoin } from '../reservation';

export interface PublishedAnnouncement {
  locationId: string;
  nmbr: number;
  title: string;
  /** The app address the notification opens (APP_URL), e.g. the guest home where the announcement shows. */
  url: string;
}

/** Guests whose current reservation is at the location and not over yet (a read-only join for the audience). */
function findStayingGuests(db: DbOrTrx, locationId: string, now: Date) {
  return db
    .selectFrom('persons as p')
    .innerJoin(reservationsToJoin(db).as('r'), 'r.id', 'p.active_reservation_id')
    .select('p.id')
    .where('r.location_id', '=', locationId)
    .where('r.end_date_time', '>=', now.toISOString())
    .execute();
}

/**
 * A published announcement reaches the location's staying guests as an APP_URL notification (title: the
 * announcement's; body in English and Dutch). Call it after the publish is committed; answers how many were notified.
 */
export async function pushAnnouncementPublished(db: DbOrTrx, push: PushPort, announcement: PublishedAnnouncement, now: Date): Promise<number> {
  const guests = await findStayingGuests(db, announcement.locationId, now);
  for (const guest of guests) {
    await push.send({
      recipient: { kind: 'person', id: guest.id },
      kind: 'announcement',
      title: announcement.title,
      body: 'New announcement · Nieuwe mededeling',
      objecttype: 'APP_URL',
      objectkey: String(announcement.nmbr),
      chatnmbr: null,
      url: announcement.url,
    });
  }
  return guests.length;
}
