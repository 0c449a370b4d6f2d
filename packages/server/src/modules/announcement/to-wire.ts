import {
  rowTexts,
  textInLanguage,
  type Announcement,
  type AnnouncementAcceptance,
  type AnnouncementKind,
  type AnnouncementPage,
  type AnnouncementParagraph,
  type AppLanguage,
  type ManagedAnnouncement,
  type ManagedAnnouncementDetail,
} from '@stay/contract';
import type { AcceptanceRow, AnnouncementRow, ChapterRow } from './repository';

const kindOf = (row: AnnouncementRow): AnnouncementKind => row.letterkind as AnnouncementKind;
const pageOf = (row: AnnouncementRow): AnnouncementPage | null => row.page as AnnouncementPage | null;

/** Who reads an announcement: the guest's language and the location's content language, the fallback for a missing text. */
export interface Reading {
  language: AppLanguage;
  fallback: AppLanguage;
}

/**
 * The guest's acceptance of an announcement: for a policy one of its current version, for other kinds any read.
 * Null when the guest still has to see it.
 */
export function acceptanceOf(row: AnnouncementRow, acceptances: readonly AcceptanceRow[]): AcceptanceRow | null {
  const own = acceptances.filter((acceptance) => acceptance.announcement_nmbr === row.nmbr);
  const counting = row.letterkind === 'policy' ? own.filter((acceptance) => acceptance.version === row.version) : own;
  return counting.reduce<AcceptanceRow | null>((latest, acceptance) => (latest === null || acceptance.accepted_at > latest.accepted_at ? acceptance : latest), null);
}

export function toAnnouncement(row: AnnouncementRow, acceptances: readonly AcceptanceRow[], { language, fallback }: Reading): Announcement {
  const acceptance = acceptanceOf(row, acceptances);
  return {
    nmbr: row.nmbr,
    letterkind: kindOf(row),
    lettername: textInLanguage(rowTexts(row, 'lettername'), language, fallback),
    page: pageOf(row),
    version: row.version,
    accepted: acceptance !== null,
    acceptedAt: acceptance?.accepted_at ?? null,
    publishedAt: row.published_at ?? row.updated_at,
  };
}

export function toParagraph(chapter: ChapterRow, { language, fallback }: Reading): AnnouncementParagraph {
  return {
    paragraphchapter: textInLanguage(rowTexts(chapter, 'paragraphchapter'), language, fallback),
    paragraph: textInLanguage(rowTexts(chapter, 'paragraph'), language, fallback),
  };
}

export function toManagedAnnouncement(row: AnnouncementRow, acceptanceCount: number): ManagedAnnouncement {
  return {
    nmbr: row.nmbr,
    letterkind: kindOf(row),
    lettername: row.lettername,
    letternameNl: row.lettername_nl,
    letternameDe: row.lettername_de,
    letternameFr: row.lettername_fr,
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
      paragraphchapterDe: chapter.paragraphchapter_de,
      paragraphchapterFr: chapter.paragraphchapter_fr,
      paragraph: chapter.paragraph,
      paragraphNl: chapter.paragraph_nl,
      paragraphDe: chapter.paragraph_de,
      paragraphFr: chapter.paragraph_fr,
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
