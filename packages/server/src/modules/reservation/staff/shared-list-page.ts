import type { StaffReservationList, StaffReservationPage } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { keptReadsOf } from '../../../db/kept-reads';
import { findListPage, findNextStartAfter, type ListFilter, type ListRow } from './staff-repository';

/** Pages kept at most: a few lists and pages per location. */
const KEPT_LIST_PAGES = 500;
const keptListPage = keptReadsOf(KEPT_LIST_PAGES);

/** A page built from its lines at an instant, and the first instant (ms) it shows otherwise by time alone. */
export interface BuiltPage {
  page: StaffReservationPage;
  until: number;
}

/**
 * The instants each kept page holds for: from its read until `until`. Beside the page rather than around it, so the
 * page itself is the kept value and its JSON is written once (http/reply-serializer).
 */
const heldFor = new WeakMap<StaffReservationPage, { readAt: number; until: number }>();

const timeOf = (instant: string | Date): number => new Date(instant).getTime();

/**
 * Until when the in-house lines read at `now` stay the lines: they are the stays under way (started by `now`, ending
 * after it), so they change only when one of them ends (the first line ends first: the list is in end order) or a
 * stay of the location starts.
 */
async function inHouseLinesUntil(db: DbOrTrx, filter: ListFilter, rows: readonly ListRow[], now: Date): Promise<number> {
  const nextStart = await findNextStartAfter(db, filter.locationId, now.toISOString());
  return Math.min(rows[0] ? timeOf(rows[0].end_date_time) : Infinity, nextStart === null ? Infinity : timeOf(nextStart));
}

/**
 * A page of a staff list, built by `build` from `limit` lines after the cursor, as the staff of a location share it:
 * every guide of a park polls the same arrivals, departures and in-house lists, so a page is read and built once and
 * kept whole while the bookings, settings and devices it was read from are unchanged, for the instants it holds for:
 * from its read until `build`'s `until` (a device reading turning stale) and, for the in-house list, until its lines
 * change (inHouseLinesUntil). The day lists (arrivals, departures, upcoming) have their day in the key. The past list,
 * bounded by `now` and read rarely, is built each time.
 */
export async function findSharedListPage(
  db: DbOrTrx,
  list: StaffReservationList,
  filter: ListFilter,
  after: { value: string; id: string } | undefined,
  limit: number,
  now: Date,
  build: (rows: ListRow[]) => Promise<BuiltPage>,
): Promise<StaffReservationPage> {
  if (list === 'passed') return (await build(await findListPage(db, filter, after, limit))).page;
  const read = async (): Promise<StaffReservationPage> => {
    const rows = await findListPage(db, filter, after, limit);
    const [built, linesUntil] = await Promise.all([build(rows), list === 'on-premise' ? inHouseLinesUntil(db, filter, rows, now) : Infinity]);
    heldFor.set(built.page, { readAt: now.getTime(), until: Math.min(built.until, linesUntil) });
    return built.page;
  };
  // The in-house bounds move with `now`; the other lists' are their day.
  const bounds = list === 'on-premise' ? [] : filter.spec.bounds.map((bound) => bound.value);
  const key = ['staff-list-page', list, filter.locationId ?? '', filter.search ?? '', after?.value ?? '', after?.id ?? '', limit, ...bounds].join('\u0000');
  const at = now.getTime();
  return keptListPage(db, key, read, (kept) => {
    const held = heldFor.get(kept);
    return held !== undefined && held.readAt <= at && at < held.until;
  });
}
