import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { AnnouncementAcceptancesTable, AnnouncementChaptersTable, AnnouncementsTable } from '../../db/tables/announcements';
import { reservationsToJoin } from '../reservation';

export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type ChapterRow = Selectable<AnnouncementChaptersTable>;
export type AcceptanceRow = Selectable<AnnouncementAcceptancesTable>;
export type NewChapter = Omit<Insertable<AnnouncementChaptersTable>, 'announcement_nmbr' | 'position'>;

export function findAnnouncement(db: DbOrTrx, locationId: string, nmbr: number): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcements').selectAll().where('location_id', '=', locationId).where('nmbr', '=', nmbr).executeTakeFirst();
}

/** A location's announcements, newest first; `publishedOnly` keeps what guests see. */
export function findAnnouncements(db: DbOrTrx, locationId: string, publishedOnly: boolean): Promise<AnnouncementRow[]> {
  let query = db.selectFrom('announcements').selectAll().where('location_id', '=', locationId);
  if (publishedOnly) query = query.where('published', '=', 1);
  return query.orderBy('nmbr', 'desc').execute();
}

export async function insertAnnouncement(db: DbOrTrx, row: Insertable<AnnouncementsTable>): Promise<number> {
  const inserted = await db.insertInto('announcements').values(row).returning('nmbr').executeTakeFirstOrThrow();
  return inserted.nmbr;
}

export async function updateAnnouncement(db: DbOrTrx, nmbr: number, patch: Updateable<AnnouncementsTable>): Promise<void> {
  await db.updateTable('announcements').set(patch).where('nmbr', '=', nmbr).execute();
}

export async function deleteAnnouncement(db: DbOrTrx, nmbr: number): Promise<void> {
  await db.deleteFrom('announcements').where('nmbr', '=', nmbr).execute();
}

export function findChapters(db: DbOrTrx, nmbr: number): Promise<ChapterRow[]> {
  return db.selectFrom('announcement_chapters').selectAll().where('announcement_nmbr', '=', nmbr).orderBy('position').execute();
}

/** Replaces every chapter of an announcement, keeping the given order. */
export async function replaceChapters(db: DbOrTrx, nmbr: number, chapters: readonly NewChapter[]): Promise<void> {
  await db.deleteFrom('announcement_chapters').where('announcement_nmbr', '=', nmbr).execute();
  if (chapters.length === 0) return;
  await db
    .insertInto('announcement_chapters')
    .values(chapters.map((chapter, position) => ({ ...chapter, announcement_nmbr: nmbr, position })))
    .execute();
}

/** A guest's acceptances of the given announcements. */
export function findAcceptancesOfGuest(db: DbOrTrx, guestId: string, nmbrs: readonly number[]): Promise<AcceptanceRow[]> {
  if (nmbrs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('announcement_acceptances')
    .selectAll()
    .where('person_id', '=', guestId)
    .where('announcement_nmbr', 'in', [...nmbrs])
    .execute();
}

/** Records an acceptance; a second one of the same announcement, guest and version changes nothing. */
export async function insertAcceptance(db: DbOrTrx, row: Insertable<AnnouncementAcceptancesTable>): Promise<void> {
  await db
    .insertInto('announcement_acceptances')
    .values(row)
    .onConflict((conflict) => conflict.columns(['announcement_nmbr', 'person_id', 'version']).doNothing())
    .execute();
}

/** How many acceptances each announcement has: of `version` for policies, of any version for the other kinds. */
export async function countAcceptances(db: DbOrTrx, announcements: readonly AnnouncementRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(announcements.map((row) => [row.nmbr, 0]));
  if (announcements.length === 0) return counts;
  const rows = await db
    .selectFrom('announcement_acceptances')
    .select(['announcement_nmbr', 'version', (eb) => eb.fn.countAll().as('count')])
    .where('announcement_nmbr', 'in', announcements.map((row) => row.nmbr))
    .groupBy(['announcement_nmbr', 'version'])
    .execute();
  const byNmbr = new Map(announcements.map((row) => [row.nmbr, row]));
  for (const row of rows) {
    const announcement = byNmbr.get(row.announcement_nmbr);
    if (announcement === undefined) continue;
    if (announcement.letterkind === 'policy' && row.version !== announcement.version) continue;
    counts.set(row.announcement_nmbr, (counts.get(row.announcement_nmbr) ?? 0) + Number(row.count));
  }
  return counts;
}

export async function hasAcceptances(db: DbOrTrx, nmbr: number, version?: number): Promise<boolean> {
  let query = db.selectFrom('announcement_acceptances').select('id').where('announcement_nmbr', '=', nmbr);
  if (version !== undefined) query = query.where('version', '=', version);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The acceptance log of an announcement with the guest's name and reservation number (null once removed), newest first. */
export function findAcceptanceLog(db: DbOrTrx, nmbr: number) {
  return db
    .selectFrom('announcement_acceptances as a')
    .leftJoin('persons as p', 'p.id', 'a.person_id')
    .leftJoin(reservationsToJoin(db).as('r'), 'r.id', 'a.reservation_id')
    .select(['a.version', 'a.accepted_at', 'p.firstname', 'p.surname', 'r.reservation_number'])
    .where('a.announcement_nmbr', '=', nmbr)
    .orderBy('a.accepted_at', 'desc')
    .orderBy('a.id')
    .execute();
}
