import type { AppLanguage } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import { recipientLanguage } from '../identity';
import { reservationsToJoin } from '../reservation';

/** The notification's body in each language; each guest reads it in their account's language. */
const ANNOUNCEMENT_BODY: Record<AppLanguage, string> = {
  en: 'New announcement',
  nl: 'Nieuwe mededeling',
  de: 'Neue Mitteilung',
  fr: 'Nouvelle annonce',
};

export interface PublishedAnnouncement {
  locationId: string;
  nmbr: number;
  /** The announcement's title: one text, or the text a reader of a language sees (e.g. through `textInLanguage`). */
  title: string | ((language: AppLanguage) => string);
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
 * A published announcement reaches the location's staying guests as an APP_URL notification, in each guest's
 * account language (title: the announcement's; body: "New announcement"). Call it after the publish is committed;
 * answers how many were notified.
 */
export async function pushAnnouncementPublished(db: DbOrTrx, push: PushPort, announcement: PublishedAnnouncement, now: Date): Promise<number> {
  const guests = await findStayingGuests(db, announcement.locationId, now);
  for (const guest of guests) {
    const recipient = { kind: 'person', id: guest.id } as const;
    const language = await recipientLanguage(db, recipient);
    await push.send({
      recipient,
      kind: 'announcement',
      title: typeof announcement.title === 'string' ? announcement.title : announcement.title(language),
      body: ANNOUNCEMENT_BODY[language],
      objecttype: 'APP_URL',
      objectkey: String(announcement.nmbr),
      chatnmbr: null,
      url: announcement.url,
    });
  }
  return guests.length;
}
