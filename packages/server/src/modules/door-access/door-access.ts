import type { FastifyBaseLogger } from 'fastify';
import type { AppLanguage, LockStatus } from '@stay/contract';
import type { Db } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { recipientLanguage } from '../identity';
import type { Arrivals } from '../../platform/arrivals';
import type { ReservationChats } from '../../platform/reservation-chats';
import {
  activateKey,
  claimLockTrouble,
  clearLockTrouble,
  findStayNotice,
  findWatchedStays,
  recordKeyFailure,
  recordKeyUse,
  type DoorKeyOwner,
  type WatchedStay,
} from './door-keys-repository';
import { FIRST_UNLOCK_TEXTS, LOCK_FAILED_TEXTS, LOCK_WATCH_TEXTS, type NoticeTexts } from './door-notice-texts';

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

/** Records guests' unlock attempts on their keys and alerts staff when a lock fails or the lock watch finds it in trouble. */
export function createDoorAccess(deps: DoorAccessDeps) {
  const { db, push, realtime, log, reservationChats } = deps;

  /** Staff of the location see the stay's door trouble (realtime); its guide gets a notice that opens the guest's chat. */
  async function alertStaff(stay: { reservationId: string; suiteId: string; guestName: string; suiteName: string }, textsIn: (language: AppLanguage) => NoticeTexts, failure: string): Promise<void> {
    try {
      const notice = await findStayNotice(db, stay.reservationId);
      if (!notice) return;
      await realtime.publish({
        audience: { locationStaff: { locationId: notice.location_id } },
        event: { type: 'stay.updated', reason: 'lock-failed', reservationId: stay.reservationId, suiteId: stay.suiteId },
      });
      if (notice.guide_employee_id === null) return;
      const recipient = { kind: 'employee', id: notice.guide_employee_id } as const;
      const texts = textsIn(await recipientLanguage(db, recipient));
      const chatnmbr = await reservationChats.chatNumberOf(db, stay.reservationId);
      const stored = await push.send({
        recipient,
        kind: 'reservation',
        title: texts.title,
        body: texts.body(stay.guestName, stay.suiteName),
        ...(chatnmbr === null
          ? { objecttype: 'RESERVATION' as const, objectkey: notice.reservation_number, chatnmbr: null }
          : { objecttype: 'CHAT' as const, objectkey: String(chatnmbr), chatnmbr }),
        url: null,
      });
      await realtime.publish({ audience: { staffIds: [recipient.id] }, event: { type: 'notification', notification: stored } });
    } catch (error) {
      log.error({ err: error }, failure);
    }
  }

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
      if (isNewAlert) await alertStaff(attempt, (language) => LOCK_FAILED_TEXTS[language], 'Lock alert failed');
    },

    /** The stays in house now, whose locks the lock watch asks after. */
    watchedStays: (now: Date) => findWatchedStays(db, now),

    /**
     * The lock watch found the lock of an in-house stay jammed or offline, nobody at the door: the first report after a
     * working lock alerts staff, as a failed unlock does.
     */
    async lockTrouble(stay: WatchedStay & { suiteName: string }, lockStatus: 'jammed' | 'unavailable'): Promise<void> {
      if (!(await claimLockTrouble(db, stay.reservationId, lockStatus))) return;
      await alertStaff(stay, (language) => LOCK_WATCH_TEXTS[lockStatus][language], 'Lock watch alert failed');
    },

    /** The lock of the stay answers fine again. */
    lockFine: (reservationId: string) => clearLockTrouble(db, reservationId),
  };
}

export type DoorAccess = ReturnType<typeof createDoorAccess>;
