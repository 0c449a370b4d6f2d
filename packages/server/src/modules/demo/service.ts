import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { requireCurrentReservation } from '../reservation';

/**
 * The demo door (POST /api/guest/demo/door/open): a pretend door for the built-in demo area. It touches no
 * device; it only answers while the current reservation is in demo mode, so real guests cannot use it.
 */
export function createDemoService({ db }: { db: Db }) {
  return {
    async openDoor(guest: GuestCaller, now: Date, door: string | undefined, log: FastifyBaseLogger): Promise<{ message: 'OPENED'; openedAt: string }> {
      const reservation = await requireCurrentReservation(db, guest);
      if (reservation.demo_mode !== 1) throw new AppError('UNAUTHORIZED', 'The demo door works only in demo mode');
      const openedAt = now.toISOString();
      log.info({ reservationId: reservation.id, door: door ?? 'demo' }, 'Demo door opened');
      return { message: 'OPENED', openedAt };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
