import type { Generated } from 'kysely';

/**
 * An announcement of a location: `letterkind` policy, page (with its `page` key) or '' (general). `version` goes up
 * when accepted texts change; `published` is 0/1. Instants are UTC ISO-8601 text.
 */
export interface AnnouncementsTable {
  nmbr: Generated<number>;
  location_id: string;
  letterkind: string;
  page: string | null;
  lettername: string;
  /** The title in Dutch, German, French; null: missing (the reader sees the location's content language, then English). */
  lettername_nl: string | null;
  lettername_de: string | null;
  lettername_fr: string | null;
  version: number;
  published: number;
  published_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One chapter of an announcement, in `position` order: a title and sanitised HTML, with optional Dutch, German and French versions. */
export interface AnnouncementChaptersTable {
  announcement_nmbr: number;
  position: number;
  paragraphchapter: string;
  paragraphchapter_nl: string | null;
  paragraphchapter_de: string | null;
  paragraphchapter_fr: string | null;
  paragraph: string;
  paragraph_nl: string | null;
  paragraph_de: string | null;
  paragraph_fr: string | null;
}

/**
 * A guest accepted (policy) or read (other kinds) a version of an announcement, during a reservation. Once per
 * announcement, guest and version; guest and reservation become null when they are removed.
 */
export interface AnnouncementAcceptancesTable {
  id: string;
  announcement_nmbr: number;
  person_id: string | null;
  reservation_id: string | null;
  version: number;
  accepted_at: string;
}
