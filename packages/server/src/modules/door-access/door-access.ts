import type { FastifyBaseLogger } from 'fastify';
import type { LockStatus } from '@stay/contract';
import type { Db } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { recipientLanguage } from '../identity';
import type { Arrivals } from '../../platform/arrivals';
import type { ReservationChats } from '../../platform/reservation-chats';
import { activateKey, findStayNotice, recordKeyFailure, recordKeyUse, type DoorKeyOwner } from './door-keys-repository';
import { FIRST_UNLOCK_TEXTS, LOCK_FAILED_TEXTS } from './door-notice-texts';

export interface DoorAccessDeps {
  db: Db;
  push: PushPort;
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
  arrivals: Arrivals;
  reservationChats: ReservationChats;
}

/** Who tried the door: the key's owner with the names a notice shows. */
export interface DoorAttempt extends DoorKeyOwner {
  guestName: string;
  suiteName: string;
}

/** A first unlock of a stay: the guest is in house. */
export interface FirstUnlock extends DoorAttempt {
  reservationNumber: string;
  locationId: string | null;
  guideId: string | null;
  at: Date;
}

/**
 * The first unlock of a stay (detected once per reservation, on every instance): the guest is in house. Staff of the
 * location see the arrival tick off (realtime), the guide gets a RESERVATION notification (push and inbox) and the
 * location's webhooks a `guest.checked_in`. Every consequence of a guest's arrival starts here. Best effort: a failure
 * is logged and never fails the unlock.
 */
export async function onFirstUnlock({ db, push, realtime, log, arrivals }: DoorAccessDeps, unlock: FirstUnlock): Promise<void> {
  try {
    if (unlock.locationId !== null) {
      await arrivals.checkedIn(db, { locationId: unlock.locationId, reservationId: unlock.reservationId, suiteName: unlock.suiteName, at: unlock.at });
    }
    await realtime.publish({
      audience: { locationStaff: { locationId: unlock.locationId } },
      event: { type: 'stay.updated', reason: 'first-unlock', reservationId: unlock.reservationId, suiteId: unlock.suiteId },
    });
    if (unlock.guideId === null) return;
    const recipient = { kind: 'employee', id: unlock.guideId } as const;
    const texts = FIRST_UNLOCK_TEXTS[await recipientLanguage(db, recipient)];
    const stored = await push.send({
      recipient,
      kind: 'reservation',
      title: texts.title,
      body: texts.body(unlock.guestName, unlock.suiteName),
      objecttype: 'RESERVATION',
      objectkey: unlock.reservationNumber,
      chatnmbr: null,
      url: null,
    });
    await realtime.publish({ audience: { staffIds: [unlock.guideId] }, event: { type: 'notification', notification: stored } });
  } catch (error) {
    log.error({ err: error }, 'First unlock notice failed');
  }
}

/** Records guests' unlock attempts on their keys and alerts staff when a lock fails. */
export function createDoorAccess(deps: DoorAccessDeps) {
  const { db, push, realtime, log, reservationChats } = deps;

  return {
    /** The key is activated the first time the guest's controls are open. */
    activate: (owner: DoorKeyOwner, at: Date) => activateKey(db, owner, at),

    /** Records an unlock that worked; answers the stay's first unlock (for `onFirstUnlock`), else null. */
    async unlocked(attempt: DoorAttempt, at: Date): Promise<FirstUnlock | null> {
      const { isFirstOfStay } = await recordKeyUse(db, attempt, at);
      if (!isFirstOfStay) return null;
      const notice = await findStayNotice(db, attempt.reservationId);
      if (!notice) return null;
      return { ...attempt, reservationNumber: notice.reservation_number, locationId: notice.location_id, guideId: notice.guide_employee_id, at };
    },

    /** A failed unlock: counted; the first failure after a working lock alerts the location's staff and the guide. */
    async failed(attempt: DoorAttempt, lockStatus: Exclude<LockStatus, 'ok'>): Promise<void> {
      const { isNewAlert } = await recordKeyFailure(db, attempt, lockStatus);
      if (!isNewAlert) return;
      try {
        const notice = await findStayNotice(db, attempt.reservationId);
        if (!notice) return;
        await realtime.publish({
          audience: { locationStaff: { locationId: notice.location_id } },
          event: { type: 'stay.updated', reason: 'lock-failed', reservationId: attempt.reservationId, suiteId: attempt.suiteId },
        });
        if (notice.guide_employee_id === null) return;
        const recipient = { kind: 'employee', id: notice.guide_employee_id } as const;
        const texts = LOCK_FAILED_TEXTS[await recipientLanguage(db, recipient)];
        const chatnmbr = await reservationChats.chatNumberOf(db, attempt.reservationId);
        const stored = await push.send({
          recipient,
          kind: 'reservation',
          title: texts.title,
          body: texts.body(attempt.guestName, attempt.suiteName),
          ...(chatnmbr === null
            ? { objecttype: 'RESERVATION' as const, objectkey: notice.reservation_number, chatnmbr: null }
            : { objecttype: 'CHAT' as const, objectkey: String(chatnmbr), chatnmbr }),
          url: null,
        });
        await realtime.publish({ audience: { staffIds: [recipient.id] }, event: { type: 'notification', notification: stored } });
      } catch (error) {
        log.error({ err: error }, 'Lock alert failed');
      }
    },
  };
}

export type DoorAccess = ReturnType<typeof createDoorAccess>;
