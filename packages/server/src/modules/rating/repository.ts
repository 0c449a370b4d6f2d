import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { RatingsTable } from '../../db/tables/ratings';
import { reservationsToJoin } from '../reservation';

export type RatingRow = Selectable<RatingsTable>;

export function findRating(db: DbOrTrx, reservationId: string, guestId: string, label: string): Promise<RatingRow | undefined> {
  return db
    .selectFrom('ratings')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('person_id', '=', guestId)
    .where('label', '=', label)
    .executeTakeFirst();
}

/** Inserts the rating, or replaces score, comment and guide of the same reservation, guest and label. */
export async function upsertRating(db: DbOrTrx, rating: RatingRow): Promise<void> {
  await db
    .insertInto('ratings')
    .values(rating)
    .onConflict((conflict) =>
      conflict.columns(['reservation_id', 'person_id', 'label']).doUpdateSet({
        score: rating.score,
        comment: rating.comment,
        guide_employee_id: rating.guide_employee_id,
        updated_at: rating.updated_at,
      }),
    )
    .execute();
}

/** Where the ratings are read: the reservations' location (null: every location) and an optional [start, end). */
export interface RatingScope {
  locationId: string | null;
  label?: string;
  /** UTC ISO instants on `created_at`: from `start` (inclusive) up to `end` (exclusive). */
  start?: string;
  end?: string;
}

/** The guide a rating counts for: the rated guide (label `guide`), otherwise the guide of the rated reservation. */
const countsFor = sql<string | null>`case when rt.label = 'guide' then rt.guide_employee_id else r.guide_employee_id end`;

function scoped(db: DbOrTrx, scope: RatingScope) {
  let query = db.selectFrom('ratings as rt').innerJoin(reservationsToJoin(db).as('r'), 'r.id', 'rt.reservation_id');
  if (scope.locationId !== null) query = query.where('r.location_id', '=', scope.locationId);
  if (scope.label !== undefined) query = query.where('rt.label', '=', scope.label);
  if (scope.start !== undefined) query = query.where('rt.created_at', '>=', scope.start);
  if (scope.end !== undefined) query = query.where('rt.created_at', '<', scope.end);
  return query;
}

export interface RatingTallyRow {
  /** The guide the ratings count for; null: ratings of stays without a guide. */
  guideId: string | null;
  label: string;
  sum: number;
  count: number;
}

/** Sum and count of the scores per guide and label. */
export async function tallyRatingsByGuide(db: DbOrTrx, scope: RatingScope): Promise<RatingTallyRow[]> {
  const rows = await scoped(db, scope)
    .select([
      countsFor.as('guideId'),
      'rt.label',
      sql<number | string>`sum(rt.score)`.as('sum'),
      sql<number | string>`count(*)`.as('count'),
    ])
    .groupBy([countsFor, 'rt.label'])
    .execute();
  return rows.map((row) => ({ guideId: row.guideId, label: row.label, sum: Number(row.sum), count: Number(row.count) }));
}

export interface RatingCommentRow {
  id: string;
  label: string;
  score: number;
  comment: string;
  guideId: string | null;
  createdAt: string;
}

/** The latest ratings with a comment, newest first; only those counting for `guideId` when given. */
export async function findRecentComments(db: DbOrTrx, scope: RatingScope, guideId: string | undefined, limit: number): Promise<RatingCommentRow[]> {
  let query = scoped(db, scope)
    .select(['rt.id', 'rt.label', 'rt.score', 'rt.comment', countsFor.as('guideId'), 'rt.created_at as createdAt'])
    .where('rt.comment', 'is not', null)
    .where('rt.comment', '<>', '');
  if (guideId !== undefined) query = query.where(countsFor, '=', guideId);
  const rows = await query.orderBy('rt.created_at', 'desc').orderBy('rt.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, comment: row.comment ?? '' }));
}
