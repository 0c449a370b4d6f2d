import type {
  Announcement,
  AnnouncementAcceptance,
  AnnouncementKind,
  AnnouncementLanguage,
  AnnouncementPage,
  AnnouncementParagraph,
  ManagedAnnouncement,
  ManagedAnnouncementDetail,
} from '@stay/contract';
import type { AcceptanceRow, AnnouncementRow, ChapterRow } from './repository';

const kindOf = (row: AnnouncementRow): AnnouncementKind => row.letterkind as AnnouncementKind;
const pageOf = (row: AnnouncementRow): AnnouncementPage | null => row.page as AnnouncementPage | null;

/** In Dutch the Dutch text, where one is set; otherwise the English. */
const inLanguage = (english: string, dutch: string | null, lang: AnnouncementLanguage): string =>
  lang === 'nl' && dutch !== null ? dutch : english;

/**
 * The guest's acceptance of an announcement: for a policy one of its current version, for other kinds any read.
 * Null when the guest still has to see it.
 */
export function acceptanceOf(row: AnnouncementRow, acceptances: readonly AcceptanceRow[]): AcceptanceRow | null {
  const own = acceptances.filter((acceptance) => acceptance.announcement_nmbr === row.nmbr);
  const counting = row.letterkind === 'policy' ? own.filter((acceptance) => acceptance.version === row.version) : own;
  return counting.reduce<AcceptanceRow | null>((latest, acceptance) => (latest === null || acceptance.accepted_at > latest.accepted_at ? acceptance : latest), null);
}

export function toAnnouncement(row: AnnouncementRow, acceptances: readonly AcceptanceRow[], lang: AnnouncementLanguage): Announcement {
  const acceptance = acceptanceOf(row, acceptances);
  return {
    nmbr: row.nmbr,
    letterkind: kindOf(row),
    lettername: inLanguage(row.lettername, row.lettername_nl, lang),
    page: pageOf(row),
    version: row.version,
    accepted: acceptance !== null,
    acceptedAt: acceptance?.accepted_at ?? null,
    publishedAt: row.published_at ?? row.updated_at,
  };
}

export function toParagraph(chapter: ChapterRow, lang: AnnouncementLanguage): AnnouncementParagraph {
  return {
    paragraphchapter: inLanguage(chapter.paragraphchapter, chapter.paragraphchapter_nl, lang),
    paragraph: inLanguage(chapter.paragraph, chapter.paragraph_nl, lang),
  };
}

export function toManagedAnnouncement(row: AnnouncementRow, acceptanceCount: number): ManagedAnnouncement {
  return {
    nmbr: row.nmbr,
    letterkind: kindOf(row),
    lettername: row.lettername,
    letternameNl: row.lettername_nl,
    page: pageOf(row),
    version: row.version,
    published: row.published === 1,
    publishedAt: row.published_at,
    acceptanceCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toManagedDetail(row: AnnouncementRow, acceptanceCount: number, chapters: readonly ChapterRow[]): ManagedAnnouncementDetail {
  return {
    ...toManagedAnnouncement(row, acceptanceCount),
    chapters: chapters.map((chapter) => ({
      paragraphchapter: chapter.paragraphchapter,
      paragraphchapterNl: chapter.paragraphchapter_nl,
      paragraph: chapter.paragraph,
      paragraphNl: chapter.paragraph_nl,
    })),
  };
}

export interface AcceptanceLogRow {
  version: number;
  accepted_at: string;
  firstname: string | null;
  surname: string | null;
  reservation_number: string | null;
}

export function toAcceptance(row: AcceptanceLogRow, currentVersion: number): AnnouncementAcceptance {
  const name = [row.firstname, row.surname].filter((part): part is string => part !== null && part !== '').join(' ');
  return {
    guestName: name === '' ? null : name,
    reservationNumber: row.reservation_number,
    version: row.version,
    acceptedAt: row.accepted_at,
    isCurrentVersion: row.version === currentVersion,
  };
}
