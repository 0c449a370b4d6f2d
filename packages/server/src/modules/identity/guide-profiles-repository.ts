import type { Updateable } from 'kysely';
import type { TextInLanguages } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import { keptRead } from '../../db/kept-reads';
import type { GuideProfilesTable } from '../../db/tables/guide-profiles';
import { profileImagePath } from './profile-image-path';

export interface GuideRecord {
  id: string;
  erpUid: string;
  firstname: string;
  surname: string;
  locationId: string | null;
  personimage: string | null;
  /** The bio in every language it is written in (English always, empty without a profile). */
  bio: TextInLanguages;
  /** The languages the guide speaks (language codes such as `de`). */
  languages: string[];
  tags: string[];
  acceptsGuests: boolean;
}

function parseStringArray(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function guidesQuery(db: DbOrTrx) {
  return db
    .selectFrom('employees')
    .leftJoin('guide_profiles', 'guide_profiles.employee_id', 'employees.id')
    .select([
      'employees.id',
      'employees.erp_uid',
      'employees.firstname',
      'employees.surname',
      'employees.location_id',
      'guide_profiles.personimage',
      'guide_profiles.bio',
      'guide_profiles.bio_nl',
      'guide_profiles.bio_de',
      'guide_profiles.bio_fr',
      'guide_profiles.languages',
      'guide_profiles.tags',
      'guide_profiles.accepts_guests',
    ])
    .where('employees.role', '=', 'GUIDE');
}

type GuideRow = Awaited<ReturnType<ReturnType<typeof guidesQuery>['execute']>>[number];

function toGuideRecord(row: GuideRow): GuideRecord {
  return {
    id: row.id,
    erpUid: row.erp_uid,
    firstname: row.firstname,
    surname: row.surname,
    locationId: row.location_id,
    personimage: row.personimage,
    bio: { en: row.bio ?? '', nl: row.bio_nl, de: row.bio_de, fr: row.bio_fr },
    languages: parseStringArray(row.languages),
    tags: parseStringArray(row.tags),
    // Without a profile a guide is never offered.
    acceptsGuests: row.accepts_guests === 1,
  };
}

/** Any staff member with the GUIDE role, with its profile if it has one. */
const guideById = compiledOnce((db, staffId: string) => guidesQuery(db).where('employees.id', '=', staffId));

export async function findGuide(db: DbOrTrx, staffId: string): Promise<GuideRecord | undefined> {
  const [row] = await guideById(db, staffId);
  return row ? toGuideRecord(row) : undefined;
}

/**
 * findGuide kept while the guide's rows are unchanged (keptRead): each of their guests' reservations shows them. The
 * record is shared: never change it.
 */
export function findKeptGuide(db: DbOrTrx, staffId: string): Promise<GuideRecord | undefined> {
  return keptRead(db, `guide\u0000${staffId}`, () => findGuide(db, staffId));
}

/** Guides who take guests, at a location (or everywhere when null), by first name. */
export async function findAvailableGuides(db: DbOrTrx, locationId: string | null): Promise<GuideRecord[]> {
  let query = guidesQuery(db).where('guide_profiles.accepts_guests', '=', 1);
  if (locationId !== null) query = query.where('employees.location_id', '=', locationId);
  const rows = await query.orderBy('employees.firstname').orderBy('employees.id').execute();
  return rows.map(toGuideRecord);
}

export async function upsertGuideProfile(
  db: DbOrTrx,
  profile: {
    staffId: string;
    /** English only, or English with other languages. */
    bio: string | TextInLanguages;
    languages: string[];
    tags: string[];
    personimage: string | null;
    acceptsGuests: boolean;
  },
): Promise<void> {
  const bio: TextInLanguages = typeof profile.bio === 'string' ? { en: profile.bio } : profile.bio;
  const values = {
    bio: bio.en,
    bio_nl: bio.nl ?? null,
    bio_de: bio.de ?? null,
    bio_fr: bio.fr ?? null,
    languages: JSON.stringify(profile.languages),
    tags: JSON.stringify(profile.tags),
    personimage: profile.personimage,
    accepts_guests: profile.acceptsGuests ? 1 : 0,
  };
  await db
    .insertInto('guide_profiles')
    .values({ employee_id: profile.staffId, ...values })
    .onConflict((conflict) => conflict.column('employee_id').doUpdateSet(values))
    .execute();
}

/** Every guide at a location (or everywhere when null), whether or not they take guests, by first name. */
export async function findGuidesAt(db: DbOrTrx, locationId: string | null): Promise<GuideRecord[]> {
  let query = guidesQuery(db);
  if (locationId !== null) query = query.where('employees.location_id', '=', locationId);
  const rows = await query.orderBy('employees.firstname').orderBy('employees.id').execute();
  return rows.map(toGuideRecord);
}

/** Gives a guide without a profile an empty one showing their staff picture, so it can be edited. */
export async function ensureGuideProfile(db: DbOrTrx, staffId: string): Promise<void> {
  const staff = await db.selectFrom('employees').select('personimage').where('id', '=', staffId).executeTakeFirst();
  await db
    .insertInto('guide_profiles')
    .values({ employee_id: staffId, bio: '', languages: '[]', tags: '[]', personimage: profileImagePath(staff?.personimage ?? null), accepts_guests: 1 })
    .onConflict((conflict) => conflict.column('employee_id').doNothing())
    .execute();
}

export type GuideProfileChanges = Pick<Updateable<GuideProfilesTable>, 'bio' | 'bio_nl' | 'bio_de' | 'bio_fr' | 'languages' | 'tags'>;

export async function updateGuideProfile(db: DbOrTrx, staffId: string, changes: GuideProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('guide_profiles').set(changes).where('employee_id', '=', staffId).execute();
}
