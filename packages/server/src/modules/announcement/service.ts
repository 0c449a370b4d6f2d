import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type {
  AppLanguage,
  Announcement,
  AnnouncementAcceptance,
  AnnouncementChapterBody,
  AnnouncementCreateBody,
  AnnouncementPage,
  AnnouncementParagraph,
  AnnouncementUpdateBody,
  ManagedAnnouncement,
  ManagedAnnouncementDetail,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import type { PushPort } from '../../platform/push/port';
import { locationContentLanguage, locationExists } from '../locations';
import { pushAnnouncementPublished } from '../push';
import {
  countAcceptances,
  deleteAnnouncement,
  findAcceptanceLog,
  findAcceptancesOfGuest,
  findAnnouncement,
  findAnnouncements,
  findChapters,
  hasAcceptances,
  insertAcceptance,
  insertAnnouncement,
  replaceChapters,
  updateAnnouncement,
  type AnnouncementRow,
  type ChapterRow,
  type NewChapter,
} from './repository';
import { plainChapterTitle, sanitizeAnnouncementHtml } from './sanitize-announcement';
import { acceptanceOf, toAcceptance, toAnnouncement, toManagedAnnouncement, toManagedDetail, toParagraph, type Reading } from './to-wire';

const DEFAULT_LANGUAGE: AppLanguage = 'en';

/** A translated chapter title as stored: plain text; null when missing. */
const translatedTitle = (title: string | null): string | null => (title === null ? null : plainChapterTitle(title) || null);

/** A translated chapter's HTML as stored: sanitised; null when missing or nothing of it can be shown. */
const translatedParagraph = async (html: string | null, field: string): Promise<string | null> =>
  html === null ? null : (await sanitizeAnnouncementHtml(html, field)) || null;

/** Chapters as stored: titles as plain text, HTML sanitised (each chapter's HTML within the rich-text bounds). */
const toNewChapters = (chapters: readonly AnnouncementChapterBody[]): Promise<NewChapter[]> =>
  Promise.all(
    chapters.map(async (chapter, index) => ({
      paragraphchapter: plainChapterTitle(chapter.paragraphchapter),
      paragraphchapter_nl: translatedTitle(chapter.paragraphchapterNl),
      paragraphchapter_de: translatedTitle(chapter.paragraphchapterDe),
      paragraphchapter_fr: translatedTitle(chapter.paragraphchapterFr),
      paragraph: await sanitizeAnnouncementHtml(chapter.paragraph, `body.chapters.${index}.paragraph`),
      paragraph_nl: await translatedParagraph(chapter.paragraphNl, `body.chapters.${index}.paragraphNl`),
      paragraph_de: await translatedParagraph(chapter.paragraphDe, `body.chapters.${index}.paragraphDe`),
      paragraph_fr: await translatedParagraph(chapter.paragraphFr, `body.chapters.${index}.paragraphFr`),
    })),
  );

const CHAPTER_TEXT_COLUMNS = [
  'paragraphchapter',
  'paragraphchapter_nl',
  'paragraphchapter_de',
  'paragraphchapter_fr',
  'paragraph',
  'paragraph_nl',
  'paragraph_de',
  'paragraph_fr',
] as const;

const sameChapters = (stored: readonly ChapterRow[], next: readonly NewChapter[]): boolean =>
  stored.length === next.length &&
  stored.every((chapter, index) => CHAPTER_TEXT_COLUMNS.every((column) => chapter[column] === (next[index]?.[column] ?? null)));

/** Policies first, then the newest publication first. */
const guestOrder = (a: AnnouncementRow, b: AnnouncementRow): number => {
  const policy = Number(b.letterkind === 'policy') - Number(a.letterkind === 'policy');
  if (policy !== 0) return policy;
  const published = (b.published_at ?? '').localeCompare(a.published_at ?? '');
  return published !== 0 ? published : b.nmbr - a.nmbr;
};

/** Whether an announcement belongs in the `new` answer: global kinds always, page ones for their page. */
const isShownOn = (row: AnnouncementRow, page: AnnouncementPage | undefined): boolean =>
  row.letterkind !== 'page' || (page !== undefined && row.page === page);

/**
 * The location management edits: their own (another named: LOCATION_NOT_FOUND); staff without a location name one.
 * Only MANAGEMENT writes announcements.
 */
async function managedLocation(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<string> {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  if (staff.locationId !== null) {
    if (location !== undefined && location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }
  if (location === undefined) throw new AppError('INVALID_INPUT', 'query.location: name the location whose announcements to edit');
  if (!(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return location;
}

/** The guest page a published announcement's notification opens: the home page, where the modal shows it. */
const ANNOUNCEMENT_PUSH_URL = '/guest/home';
/** The title in English and, when it has one of its own, Dutch. */
const pushTitleOf = (row: AnnouncementRow) => (row.lettername_nl && row.lettername_nl !== row.lettername ? `${row.lettername} · ${row.lettername_nl}` : row.lettername);

export function createAnnouncementService({ db, push, log }: { db: Db; push: PushPort; log: Pick<FastifyBaseLogger, 'error'> }) {
  async function published(guest: GuestCaller): Promise<AnnouncementRow[]> {
    if (guest.reservationId === null || guest.locationId === null) return [];
    return (await findAnnouncements(db, guest.locationId, true)).sort(guestOrder);
  }

  async function requirePublished(guest: GuestCaller, nmbr: number): Promise<AnnouncementRow> {
    const row = guest.locationId === null || guest.reservationId === null ? undefined : await findAnnouncement(db, guest.locationId, nmbr);
    if (row === undefined || row.published !== 1) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    return row;
  }

  /** The guest's language with their location's content language, the fallback for a missing text. */
  async function readingOf(guest: GuestCaller, language: AppLanguage): Promise<Reading> {
    return { language, fallback: guest.locationId === null ? 'en' : await locationContentLanguage(db, guest.locationId) };
  }

  async function forGuest(guest: GuestCaller, rows: AnnouncementRow[], lang: AppLanguage): Promise<Announcement[]> {
    const acceptances = await findAcceptancesOfGuest(
      db,
      guest.id,
      rows.map((row) => row.nmbr),
    );
    const reading = await readingOf(guest, lang);
    return rows.map((row) => toAnnouncement(row, acceptances, reading));
  }

  async function requireManaged(trx: DbOrTrx, locationId: string, nmbr: number): Promise<AnnouncementRow> {
    const row = await findAnnouncement(trx, locationId, nmbr);
    if (row === undefined) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
    return row;
  }

  async function managedDetail(trx: DbOrTrx, row: AnnouncementRow): Promise<ManagedAnnouncementDetail> {
    const counts = await countAcceptances(trx, [row]);
    return toManagedDetail(row, counts.get(row.nmbr) ?? 0, await findChapters(trx, row.nmbr));
  }

  return {
    async list(guest: GuestCaller, lang: AppLanguage = DEFAULT_LANGUAGE): Promise<Announcement[]> {
      return forGuest(guest, await published(guest), lang);
    },

    async unseen(guest: GuestCaller, page: AnnouncementPage | undefined, lang: AppLanguage = DEFAULT_LANGUAGE): Promise<Announcement[]> {
      const rows = (await published(guest)).filter((row) => isShownOn(row, page));
      return (await forGuest(guest, rows, lang)).filter((announcement) => !announcement.accepted);
    },

    async get(guest: GuestCaller, nmbr: number, lang: AppLanguage = DEFAULT_LANGUAGE): Promise<Announcement> {
      const [announcement] = await forGuest(guest, [await requirePublished(guest, nmbr)], lang);
      if (announcement === undefined) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
      return announcement;
    },

    async paragraphs(guest: GuestCaller, nmbr: number, lang: AppLanguage = DEFAULT_LANGUAGE): Promise<AnnouncementParagraph[]> {
      const row = await requirePublished(guest, nmbr);
      const reading = await readingOf(guest, lang);
      return (await findChapters(db, row.nmbr)).map((chapter) => toParagraph(chapter, reading));
    },

    /** Records the acceptance (policy: of the current version) once; the reservation is the guest's current one. */
    async markAsRead(guest: GuestCaller, now: Date, nmbr: number, lang: AppLanguage = DEFAULT_LANGUAGE): Promise<Announcement> {
      const row = await requirePublished(guest, nmbr);
      const existing = await findAcceptancesOfGuest(db, guest.id, [row.nmbr]);
      if (acceptanceOf(row, existing) === null) {
        await insertAcceptance(db, {
          id: randomUUID(),
          announcement_nmbr: row.nmbr,
          person_id: guest.id,
          reservation_id: guest.reservationId,
          version: row.version,
          accepted_at: now.toISOString(),
        });
      }
      const [announcement] = await forGuest(guest, [row], lang);
      if (announcement === undefined) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
      return announcement;
    },

    async managedList(staff: StaffCaller, location: string | undefined): Promise<ManagedAnnouncement[]> {
      const locationId = await managedLocation(db, staff, location);
      const rows = await findAnnouncements(db, locationId, false);
      const counts = await countAcceptances(db, rows);
      return rows.map((row) => toManagedAnnouncement(row, counts.get(row.nmbr) ?? 0));
    },

    async managed(staff: StaffCaller, location: string | undefined, nmbr: number): Promise<ManagedAnnouncementDetail> {
      const locationId = await managedLocation(db, staff, location);
      return managedDetail(db, await requireManaged(db, locationId, nmbr));
    },

    async create(staff: StaffCaller, now: Date, location: string | undefined, body: AnnouncementCreateBody): Promise<ManagedAnnouncementDetail> {
      const locationId = await managedLocation(db, staff, location);
      const chapters = await toNewChapters(body.chapters);
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const nmbr = await insertAnnouncement(trx, {
          location_id: locationId,
          letterkind: body.letterkind,
          page: body.letterkind === 'page' ? body.page : null,
          lettername: body.lettername,
          lettername_nl: body.letternameNl,
          lettername_de: body.letternameDe,
          lettername_fr: body.letternameFr,
          version: 1,
          published: 0,
          published_at: null,
          created_by: staff.id,
          created_at: at,
          updated_at: at,
        });
        await replaceChapters(trx, nmbr, chapters);
        return managedDetail(trx, await requireManaged(trx, locationId, nmbr));
      });
    },

    /**
     * Changes an announcement. When its texts or kind change while someone accepted its current version, the version
     * goes up: a policy must then be accepted again.
     */
    async update(
      staff: StaffCaller,
      now: Date,
      location: string | undefined,
      nmbr: number,
      body: AnnouncementUpdateBody,
    ): Promise<ManagedAnnouncementDetail> {
      const locationId = await managedLocation(db, staff, location);
      const chapters = body.chapters === undefined ? undefined : await toNewChapters(body.chapters);
      return db.transaction().execute(async (trx) => {
        const row = await requireManaged(trx, locationId, nmbr);
        const letterkind = body.letterkind ?? row.letterkind;
        const page = body.page !== undefined ? body.page : row.page;
        if ((letterkind === 'page') !== (page !== null)) {
          throw new AppError('INVALID_INPUT', 'body.page: a page-specific announcement (letterkind page) names its page; other kinds none');
        }
        const storedChapters = await findChapters(trx, row.nmbr);
        const textsChanged =
          (body.lettername !== undefined && body.lettername !== row.lettername) ||
          (body.letternameNl !== undefined && body.letternameNl !== row.lettername_nl) ||
          (body.letternameDe !== undefined && body.letternameDe !== row.lettername_de) ||
          (body.letternameFr !== undefined && body.letternameFr !== row.lettername_fr) ||
          letterkind !== row.letterkind ||
          (chapters !== undefined && !sameChapters(storedChapters, chapters));
        const bumps = textsChanged && (await hasAcceptances(trx, row.nmbr, row.version));
        await updateAnnouncement(trx, row.nmbr, {
          letterkind,
          page,
          ...(body.lettername !== undefined ? { lettername: body.lettername } : {}),
          ...(body.letternameNl !== undefined ? { lettername_nl: body.letternameNl } : {}),
          ...(body.letternameDe !== undefined ? { lettername_de: body.letternameDe } : {}),
          ...(body.letternameFr !== undefined ? { lettername_fr: body.letternameFr } : {}),
          ...(bumps ? { version: row.version + 1 } : {}),
          updated_at: now.toISOString(),
        });
        if (chapters !== undefined) await replaceChapters(trx, row.nmbr, chapters);
        return managedDetail(trx, await requireManaged(trx, locationId, nmbr));
      });
    },

    async setPublished(
      staff: StaffCaller,
      now: Date,
      location: string | undefined,
      nmbr: number,
      isPublished: boolean,
    ): Promise<ManagedAnnouncementDetail> {
      const locationId = await managedLocation(db, staff, location);
      const row = await requireManaged(db, locationId, nmbr);
      if ((row.published === 1) !== isPublished) {
        const at = now.toISOString();
        await updateAnnouncement(db, row.nmbr, { published: isPublished ? 1 : 0, ...(isPublished ? { published_at: at } : {}), updated_at: at });
        // After the (single-statement) write: the location's staying guests hear of it (APP_URL).
        // The announcement is out whether or not its notifications could be recorded.
        if (isPublished) {
          await pushAnnouncementPublished(db, push, { locationId, nmbr: row.nmbr, title: pushTitleOf(row), url: ANNOUNCEMENT_PUSH_URL }, now).catch(
            (error: unknown) => log.error({ err: error }, 'Announcement notifications failed'),
          );
        }
      }
      return managedDetail(db, await requireManaged(db, locationId, nmbr));
    },

    /** Deletes a draft; published ones and ones on the acceptance log stay (ANNOUNCEMENT_IN_USE). */
    async remove(staff: StaffCaller, location: string | undefined, nmbr: number): Promise<{ message: string }> {
      const locationId = await managedLocation(db, staff, location);
      await db.transaction().execute(async (trx) => {
        const row = await requireManaged(trx, locationId, nmbr);
        if (row.published === 1 || (await hasAcceptances(trx, row.nmbr))) throw new AppError('ANNOUNCEMENT_IN_USE');
        await deleteAnnouncement(trx, row.nmbr);
      });
      return { message: 'Announcement deleted' };
    },

    async acceptances(staff: StaffCaller, location: string | undefined, nmbr: number): Promise<AnnouncementAcceptance[]> {
      const locationId = await managedLocation(db, staff, location);
      const row = await requireManaged(db, locationId, nmbr);
      return (await findAcceptanceLog(db, row.nmbr)).map((entry) => toAcceptance(entry, row.version));
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
