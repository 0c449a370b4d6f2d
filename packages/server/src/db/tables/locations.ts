import type { Generated } from 'kysely';

export interface LocationsTable {
  id: string;
  name: string;
  /** IANA zone for "noon", "end of day" and HH:mm settings at this location. */
  time_zone: Generated<string>;
  /** The language content falls back to when a text is missing in the reader's language (then English): en, nl, de or fr. */
  content_language: Generated<string>;
}
