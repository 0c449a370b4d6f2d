import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { RatingsTable } from '../../db/tables/ratings';

export type RatingRow = Selectable<RatingsTable>;

export function findRating(db: DbOrTrx, reservationId: string, personId: string, label: string): Promise<RatingRow | undefined> {
  return db
    .selectFrom('ratings')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('person_id', '=', personId)
    .where('label', '=', label)
    .executeTakeFirst();
}

/** Inserts the rating, or replaces score, comment and guide of the same reservation, person and label. */
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
