import type { StaffReservationList } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { keptReadsOf } from '../../../db/kept-reads';
import { findListPage, findNextStartAfter, type ListFilter, type ListRow } from './staff-repository';

/** Pages kept at most: a few lists and pages per location, each up to a page of lines. */
const KEPT_LIST_PAGES = 500;
const keptListPage = keptReadsOf(KEPT_LIST_PAGES);

/** An in-house page and the instants it holds for: from when it was read until a stay on it ends or another starts. */
interface InHousePage {
  rows: ListRow[];
  readAt: number;
  until: number;
}

const timeOf = (instant: string | Date): number => new Date(instant).getTime();

/**
 * The in-house page at `now`, and until when it stays that page: the lines are the stays under way (started by `now`,
 * ending after it), so the page changes only when one of them ends (the first line ends first: the list is in end
 * order) or a stay of the location starts. Changes to the bookings themselves drop the kept page (keptRead).
 */
async function readInHousePage(db: DbOrTrx, filter: ListFilter, after: { value: string; id: string } | undefined, limit: number, now: Date): Promise<InHousePage> {
  const at = now.toISOString();
  const [rows, nextStart] = await Promise.all([findListPage(db, filter, after, limit), findNextStartAfter(db, filter.locationId, at)]);
  const firstEnd = rows[0] ? timeOf(rows[0].end_date_time) : Infinity;
  return { rows, readAt: now.getTime(), until: Math.min(firstEnd, nextStart === null ? Infinity : timeOf(nextStart)) };
}

/**
 * A page of a staff list, `limit` lines after the cursor, as the staff of a location share it: every guide of a park
 * polls the same arrivals, departures and in-house lists, so a page is read once and kept while the bookings it was
 * read from are unchanged. The day lists (arrivals, departures, upcoming) are bounded by the day, which is part of
 * the key; the in-house page is kept for the instants it holds for (readInHousePage). The past list, bounded by `now`
 * and read rarely, is read each time.
 */
export async function findSharedListPage(
  db: DbOrTrx,
  list: StaffReservationList,
  filter: ListFilter,
  after: { value: string; id: string } | undefined,
  limit: number,
  now: Date,
): Promise<ListRow[]> {
  const place = [list, filter.locationId ?? '', filter.search ?? '', after?.value ?? '', after?.id ?? '', limit].join('\u0000');
  switch (list) {
    case 'check-in':
    case 'check-out':
    case 'up-coming': {
      const bounds = filter.spec.bounds.map((bound) => bound.value).join('\u0000');
      return keptListPage(db, `staff-list-page\u0000${place}\u0000${bounds}`, () => findListPage(db, filter, after, limit));
    }
    case 'on-premise': {
      const at = now.getTime();
      const page = await keptListPage(
        db,
        `staff-list-page\u0000${place}`,
        () => readInHousePage(db, filter, after, limit, now),
        (kept) => kept.readAt <= at && at < kept.until,
      );
      return page.rows;
    }
    case 'passed':
      return findListPage(db, filter, after, limit);
  }
}
