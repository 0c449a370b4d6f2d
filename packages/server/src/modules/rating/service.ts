import { randomUUID } from 'node:crypto';
import { hasEnded, ratingLabelSchema, type Rating, type RatingBody } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { hasCheckedOut } from '../check-out';
import { findGuide, toReservationGuide } from '../identity';
import { requireCurrentReservation, toReservationTimes } from '../reservation';
import { findRating, upsertRating, type RatingRow } from './repository';

async function toRating(db: Db, stored: RatingRow): Promise<Rating> {
  const guide = stored.guide_employee_id ? await findGuide(db, stored.guide_employee_id) : undefined;
  return {
    _id: stored.id,
    reservationId: stored.reservation_id,
    label: ratingLabelSchema.parse(stored.label),
    score: stored.score,
    comment: stored.comment,
    guide: guide ? toReservationGuide(guide) : null,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
  };
}

/** POST /api/guest/rating: a guest rates the current stay (once it has ended or they checked out), its guide or the app (during or after the stay). */
export function createRatingService({ db }: { db: Db }) {
  return {
    async rate(guest: GuestCaller, now: Date, body: RatingBody): Promise<Rating> {
      const at = now.toISOString();
      const reservation = await requireCurrentReservation(db, guest);
      const hasLeft = hasEnded(toReservationTimes(reservation), now) || (await hasCheckedOut(db, reservation.id));
      if (body.label === 'stay' && !hasLeft) throw new AppError('STAY_NOT_ENDED');
      const guide =
        body.label === 'guide' && reservation.guide_employee_id ? await findGuide(db, reservation.guide_employee_id) : undefined;
      if (body.label === 'guide' && !guide) throw new AppError('INVALID_INPUT', 'body.label: this reservation has no guide to rate');

      await db.transaction().execute(async (trx) => {
        const earlier = await findRating(trx, reservation.id, guest.id, body.label);
        // A guide is rated once per stay; a guide chosen after the rating may be rated in its place.
        if (guide && earlier?.guide_employee_id === guide.id) throw new AppError('ALREADY_RATED');
        await upsertRating(trx, {
          id: earlier?.id ?? randomUUID(),
          reservation_id: reservation.id,
          person_id: guest.id,
          label: body.label,
          guide_employee_id: guide?.id ?? null,
          score: body.score,
          comment: body.comment ? body.comment : null,
          created_at: earlier?.created_at ?? at,
          updated_at: at,
        });
      });
      const stored = await findRating(db, reservation.id, guest.id, body.label);
      if (!stored) throw new Error('Rating vanished after saving');
      return toRating(db, stored);
    },

    /** The guest's own rating with this label for the current reservation, or null. */
    async mine(guest: GuestCaller, label: Rating['label']): Promise<Rating | null> {
      const reservation = await requireCurrentReservation(db, guest);
      const stored = await findRating(db, reservation.id, guest.id, label);
      return stored ? toRating(db, stored) : null;
    },
  };
}

export type RatingService = ReturnType<typeof createRatingService>;
