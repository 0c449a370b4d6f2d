import type { Generated } from 'kysely';

export interface LocationsTable {
  id: string;
  name: string;
  /** IANA zone for "noon", "end of day" and HH:mm settings at this location. */
  time_zone: Generated<string>;
}
