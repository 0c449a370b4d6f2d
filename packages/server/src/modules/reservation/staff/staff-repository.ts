import { sql, type ExpressionBuilder } from 'kysely';
import { compiledOncePerShape } from '../../../db/compiled-once';
import type { Database, DbOrTrx } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import { keptRead } from '../../../db/kept-reads';
import { CANCELLED_RESERVATION_STATUS } from '../booking-writes';

/**
 * Staff reads over the reservations of a location: keyset pages, counts and the booking's own rows. The lists
 * read other modules' tables (suite, guide, chat) in read-only joins; nothing here writes.
 */

type SortColumn = 'r.start_date_time' | 'r.end_date_time';
export type Bound = { column: SortColumn; op: '>=' | '>' | '<' | '<='; value: string };

/** One list: its order and the instants that bound it (UTC ISO text compares as time). */
export interface ListSpec {
  sort: SortColumn;
  direction: 'asc' | 'desc';
  bounds: readonly Bound[];
}

export interface ListFilter {
  /** null: every location. */
  locationId: string | null;
  spec: ListSpec;
  search?: string | undefined;
}

type Scope = ExpressionBuilder<Database & { r: Database['reservations'] }, 'r'>;

/** A list's reservations: within its bounds, of the location, and not cancelled (by the PMS or the channel's calendar). */
function where(eb: Scope, filter: Omit<ListFilter, 'search'>) {
  const conditions = filter.spec.bounds.map((bound) => eb(bound.column, bound.op, bound.value));
  conditions.push(eb('r.status', '<>', CANCELLED_RESERVATION_STATUS));
  if (filter.locationId !== null) conditions.push(eb('r.location_id', '=', filter.locationId));
  return eb.and(conditions);
}

/** `%text%` for LIKE with `\` as the escape character, so `%` and `_` in the search match themselves. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What a list page's query depends on besides the values it compares with. */
interface ListPageShape {
  spec: Pick<ListSpec, 'sort' | 'direction'> & { bounds: readonly Pick<Bound, 'column' | 'op'>[] };
  byLocation: boolean;
  hasSearch: boolean;
  hasCursor: boolean;
}

const keyOfShape = ({ spec, byLocation, hasSearch, hasCursor }: ListPageShape): string =>
  [spec.sort, spec.direction, ...spec.bounds.map((bound) => `${bound.column} ${bound.op}`), byLocation, hasSearch, hasCursor].join('|');

/**
 * The query of a list page of this shape. Its values come in this order: the bounds' values, the location, the search
 * pattern, the cursor's sort value and id (each only when the shape has it), the limit.
 *
 * The rows are read in the list's order through the location's index (SQLite: the index holds every column the filter
 * and the search read, so rows left out cost no table read) and stop at the page. Each line brings its suite, guide,
 * chat and main guest's account language in read-only joins, and how many guests are linked; the service looks up
 * each location's zone once, not per line.
 */
function listPageQuery(shape: ListPageShape, db: DbOrTrx, ...values: unknown[]) {
  let next = 0;
  const value = <Value = string>() => values[next++] as Value;
  const { sort, direction } = shape.spec;
  let query = db
    .selectFrom('reservations as r')
    .leftJoin('reservation_accommodations as ra', (join) => join.onRef('ra.reservation_id', '=', 'r.id').on('ra.position', '=', 0))
    .leftJoin('accommodations as a', 'a.id', 'ra.accommodation_id')
    .leftJoin('employees as g', 'g.id', 'r.guide_employee_id')
    .leftJoin('chats as c', 'c.reservation_id', 'r.id')
    .select((eb) => [
      'r.id',
      'r.reservation_number',
      'r.status',
      'r.start_date_time',
      'r.end_date_time',
      'r.controls_activation_date_time',
      'r.controls_deactivation_date_time',
      'r.location_id',
      'r.main_guest_firstname',
      'r.main_guest_surname',
      'r.accommodation_name',
      'a.id as suite_id',
      'a.name as suite_name',
      'g.id as guide_id',
      'g.firstname as guide_firstname',
      'g.surname as guide_surname',
      'c.nmbr as chat_nmbr',
      // The main guest's account language: staff see which language to answer in.
      eb.selectFrom('accounts as ma').select('ma.language').whereRef('ma.person_id', '=', 'r.main_person_id').limit(1).as('main_guest_language'),
      eb.selectFrom('reservation_guests as rg').select(eb.fn.countAll().as('count')).whereRef('rg.reservation_id', '=', 'r.id').as('guest_count'),
    ])
    .where((eb) => {
      const bounds = shape.spec.bounds.map((bound) => ({ ...bound, value: value() }));
      return where(eb as unknown as Scope, { spec: { ...shape.spec, bounds }, locationId: shape.byLocation ? value() : null });
    });
  if (shape.hasSearch) {
    const text = sql`r.reservation_number || ' ' || r.main_guest_firstname || ' ' || r.main_guest_surname || ' ' || coalesce(r.accommodation_name, '')`;
    // lower() on both sides: PostgreSQL lowers every letter, SQLite ASCII only, so non-ASCII text still matches as typed.
    query = query.where(sql<boolean>`lower(${text}) like lower(${value()}) escape '\\'`);
  }
  if (shape.hasCursor) {
    const [sortValue, id] = [value(), value()];
    query = query.where((eb) => eb(eb.refTuple(sort, 'r.id'), direction === 'asc' ? '>' : '<', eb.tuple(sortValue, id)));
  }
  return query.orderBy(sort, direction).orderBy('r.id', direction).limit(value<number>());
}

/**
 * The longest stay (end minus start, in ms) of the location's reservations (null: every location) that end after
 * `now`, whatever their status; null when none does. It bounds the in-house list's scan: a stay under way at `now`
 * ends by `now` plus this. Only stays ending after `now` are measured (the index's range, not the park's history);
 * the figure then holds for every later instant as well, as the stays it measured include all that end later. Kept
 * while the reservations are unchanged, for instants from the one it was measured at, as every in-house read of the
 * location asks it.
 */
export async function findLongestStayMs(db: DbOrTrx, locationId: string | null, now: Date): Promise<number | null> {
  const at = now.getTime();
  const measured = await keptRead(
    db,
    `longest-stay\u0000${locationId ?? ''}`,
    async () => {
      const length =
        dialectOf(db) === 'postgres'
          ? sql<number | string | null>`max(extract(epoch from (r.end_date_time::timestamptz - r.start_date_time::timestamptz)) * 1000)`
          : sql<number | null>`max((julianday(r.end_date_time) - julianday(r.start_date_time)) * 86400000)`;
      let query = db.selectFrom('reservations as r').select(length.as('ms')).where('r.end_date_time', '>', now.toISOString());
      if (locationId !== null) query = query.where('r.location_id', '=', locationId);
      const { ms } = await query.executeTakeFirstOrThrow();
      return { ms: ms === null ? null : Math.ceil(Number(ms)), from: at };
    },
    (kept) => kept.from <= at,
  );
  return measured.ms;
}

/** When the location's next stay (every location: null) starts after `at`, cancelled ones aside; null when none does. */
export async function findNextStartAfter(db: DbOrTrx, locationId: string | null, at: string): Promise<string | null> {
  let query = db
    .selectFrom('reservations as r')
    .select('r.start_date_time')
    .where('r.start_date_time', '>', at)
    .where('r.status', '<>', CANCELLED_RESERVATION_STATUS);
  if (locationId !== null) query = query.where('r.location_id', '=', locationId);
  const row = await query.orderBy('r.start_date_time').limit(1).executeTakeFirst();
  return row?.start_date_time ?? null;
}

/** A list page, its query compiled once per shape. */
const listPage = compiledOncePerShape(keyOfShape, listPageQuery);

/** The shape of a page's query and its values in the order the query takes them. */
function pageOf(filter: ListFilter, after: { value: string; id: string } | undefined, limit: number) {
  const { spec, locationId, search } = filter;
  const shape: ListPageShape = { spec, byLocation: locationId !== null, hasSearch: search !== undefined, hasCursor: after !== undefined };
  const values = [
    ...spec.bounds.map((bound) => bound.value),
    ...(locationId !== null ? [locationId] : []),
    ...(search !== undefined ? [likePattern(search)] : []),
    ...(after ? [after.value, after.id] : []),
    limit,
  ];
  return { shape, values };
}

/** The lines of a list page after the cursor (sort value and id of the last line seen): `limit` lines in the list's order. */
export function findListPage(db: DbOrTrx, filter: ListFilter, after: { value: string; id: string } | undefined, limit: number) {
  const { shape, values } = pageOf(filter, after, limit);
  return listPage(shape)(db, ...values);
}

/** The query findListPage runs, as built for these values (to EXPLAIN). */
export function listPageQueryOf(db: DbOrTrx, filter: ListFilter, after: { value: string; id: string } | undefined, limit: number) {
  const { shape, values } = pageOf(filter, after, limit);
  return listPageQuery(shape, db, ...values);
}

export type ListRow = Awaited<ReturnType<typeof findListPage>>[number];

/** How many reservations the list holds. */
export async function countList(db: DbOrTrx, filter: Omit<ListFilter, 'search'>): Promise<number> {
  const row = await db
    .selectFrom('reservations as r')
    .select((eb) => eb.fn.countAll().as('count'))
    .where((eb) => where(eb as unknown as Scope, filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The reservation's linked guests with contact details: main guest first, then by joining time. */
export function findStaffGuestsOf(db: DbOrTrx, reservationId: string) {
  return db
    .selectFrom('reservation_guests as rg')
    .innerJoin('persons as p', 'p.id', 'rg.person_id')
    .leftJoin('accounts as acc', 'acc.person_id', 'p.id')
    .select(['p.id', 'p.firstname', 'p.surname', 'p.cellphone', 'acc.email', 'acc.language', 'rg.is_main', 'rg.joined_at'])
    .where('rg.reservation_id', '=', reservationId)
    .orderBy('rg.is_main', 'desc')
    .orderBy('rg.joined_at')
    .orderBy('p.id')
    .execute();
}

/** The reservation's chat number, if it has a chat. */
export async function findChatNmbrOf(db: DbOrTrx, reservationId: string): Promise<number | null> {
  const row = await db.selectFrom('chats').select('nmbr').where('reservation_id', '=', reservationId).executeTakeFirst();
  return row ? Number(row.nmbr) : null;
}

/** The stays of the location (every location: null) that hold a suite over part of [from, to). */
export function findSuiteStaysBetween(db: DbOrTrx, locationId: string | null, from: string, to: string) {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('reservation_accommodations as ra', (join) => join.onRef('ra.reservation_id', '=', 'r.id').on('ra.position', '=', 0))
    .select(['ra.accommodation_id as suite_id', 'r.start_date_time', 'r.end_date_time'])
    .where('r.end_date_time', '>', from)
    .where('r.start_date_time', '<', to);
  if (locationId !== null) query = query.where('r.location_id', '=', locationId);
  return query.execute();
}

/** Per guide: the location's reservations with that guide starting in [from, to), and how many of them ended by `now`. */
export async function countGuideStays(db: DbOrTrx, locationId: string | null, from: string, to: string, now: string) {
  let query = db
    .selectFrom('reservations as r')
    .select([
      'r.guide_employee_id',
      (eb) => eb.fn.countAll().as('matched'),
      (eb) => eb.fn.sum(eb.case().when('r.end_date_time', '<=', now).then(1).else(0).end()).as('served'),
    ])
    .where('r.start_date_time', '>=', from)
    .where('r.start_date_time', '<', to)
    .where('r.guide_employee_id', 'is not', null);
  if (locationId !== null) query = query.where('r.location_id', '=', locationId);
  const rows = await query.groupBy('r.guide_employee_id').execute();
  return rows.map((row) => ({ staffId: row.guide_employee_id as string, matched: Number(row.matched), served: Number(row.served ?? 0) }));
}
