import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { AuthContext } from '../../security/access-tokens';
import type { Clock } from '../reservation/clock';
import { guestPersonOf, requireCurrentReservation } from '../reservation/guest-access';

/**
 * The demo door (§7 POST /api/guest/demo/door/open): a pretend door for the built-in demo area. It touches no
 * device; it only answers while the current reservation is in demo mode, so real guests cannot use it.
 */
export function createDemoService({ db, now }: { db: Db; now: Clock }) {
  return {
    async openDoor(auth: AuthContext, door: string | undefined, log: FastifyBaseLogger): Promise<{ message: 'OPENED'; openedAt: string }> {
      const person = await guestPersonOf(db, auth);
      const reservation = await requireCurrentReservation(db, person);
      if (reservation.demo_mode !== 1) throw new AppError('UNAUTHORIZED', 'The demo door works only in demo mode');
      const openedAt = now().toISOString();
      log.info({ reservationId: reservation.id, door: door ?? 'demo' }, 'Demo door opened');
      return { message: 'OPENED', openedAt };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
