import { randomUUID } from 'node:crypto';
import {
  type Db,
  findAccountByEmail,
  findAnnouncements,
  insertAnnouncement,
  insertAnnouncementAcceptance,
  locationExists,
  replaceAnnouncementChapters,
} from '@stay/server/seeding';
import { withDemoTimes } from './demo-stay-times';
import { DEMO_GUEST, DEMO_LOCATION, DEMO_RESERVATION_ID } from './demo-data';
import { DEMO_ANNOUNCEMENTS, DEMO_NEW_ARRIVAL_KEY } from './seed-demo-announcements-data';
import { DEMO_STAYS, demoGuestIdOf, demoReservationIdOf } from './seed-demo-stays-data';

export interface SeedDemoAnnouncementsOptions {
  now?: Date;
  log?: (line: string) => void;
}

/** The demo guests who have accepted and read everything already: all but the new arrival. */
function guestsWhoHaveSeenThem(): { email: string; guestId: string; reservationId: string }[] {
  return [
    { email: DEMO_GUEST.email, guestId: DEMO_GUEST.id, reservationId: DEMO_RESERVATION_ID },
    ...DEMO_STAYS.flatMap((stay) => (stay.email !== null && stay.key !== DEMO_NEW_ARRIVAL_KEY ? [{ ...stay, email: stay.email }] : [])).map((stay) => ({
      email: stay.email,
      guestId: demoGuestIdOf(stay.key),
      reservationId: demoReservationIdOf(stay.key),
    })),
  ];
}

/**
 * Publishes the demo park's house rules, welcome and Services note (once: a park that has announcements keeps its
 * own), and records that every demo guest but the new arrival accepted and read them, so the other demo logins open
 * straight onto their pages. Run it after the demo stays are seeded.
 */
export async function seedDemoAnnouncements(db: Db, options: SeedDemoAnnouncementsOptions = {}): Promise<{ announcements: number; acceptances: number }> {
  const at = (options.now ?? new Date()).toISOString();
  const log = options.log ?? console.log;
  const counts = { announcements: 0, acceptances: 0 };
  if (!(await locationExists(db, DEMO_LOCATION.id))) {
    log('Demo announcements: skipped (no demo location; seed the demo data first)');
    return counts;
  }
  await db.transaction().execute(async (trx) => {
    if ((await findAnnouncements(trx, DEMO_LOCATION.id, false)).length > 0) return;
    const seen: { nmbr: number }[] = [];
    for (const announcement of DEMO_ANNOUNCEMENTS) {
      const nmbr = await insertAnnouncement(trx, {
        location_id: DEMO_LOCATION.id,
        letterkind: announcement.letterkind,
        page: announcement.page,
        lettername: withDemoTimes(announcement.title),
        lettername_nl: withDemoTimes(announcement.titleNl),
        lettername_de: withDemoTimes(announcement.titleDe),
        lettername_fr: withDemoTimes(announcement.titleFr),
        version: 1,
        published: 1,
        published_at: at,
        created_by: null,
        created_at: at,
        updated_at: at,
      });
      await replaceAnnouncementChapters(
        trx,
        nmbr,
        announcement.chapters.map((chapter) => ({
          paragraphchapter: withDemoTimes(chapter.title),
          paragraphchapter_nl: withDemoTimes(chapter.titleNl),
          paragraphchapter_de: withDemoTimes(chapter.titleDe),
          paragraphchapter_fr: withDemoTimes(chapter.titleFr),
          paragraph: withDemoTimes(chapter.html),
          paragraph_nl: withDemoTimes(chapter.htmlNl),
          paragraph_de: withDemoTimes(chapter.htmlDe),
          paragraph_fr: withDemoTimes(chapter.htmlFr),
        })),
      );
      seen.push({ nmbr });
      counts.announcements += 1;
    }
    for (const guest of guestsWhoHaveSeenThem()) {
      if ((await findAccountByEmail(trx, guest.email))?.person_id !== guest.guestId) continue;
      for (const { nmbr } of seen) {
        await insertAnnouncementAcceptance(trx, {
          id: randomUUID(),
          announcement_nmbr: nmbr,
          person_id: guest.guestId,
          reservation_id: guest.reservationId,
          version: 1,
          accepted_at: at,
        });
        counts.acceptances += 1;
      }
    }
  });
  log(`Demo announcements: ${counts.announcements} published, ${counts.acceptances} acceptances of the demo guests`);
  return counts;
}
