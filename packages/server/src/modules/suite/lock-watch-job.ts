import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Devices } from '../../platform/devices/port';
import { startPeriodicJob, type PeriodicJob } from '../../platform/periodic-job';
import { createDoorAccess, type DoorAccessDeps } from '../door-access';
import { createDeviceCalls } from './device-calls';
import { findLocksOf } from './repository';

export interface LockWatchOptions {
  db: Db;
  devices: Devices;
  /** What the alerts go through (push, realtime, the guest's chat). */
  notices: DoorAccessDeps;
  log: FastifyBaseLogger;
  clock: Clock;
  intervalMs: number;
}

/** What one pass found: the locks asked, and those jammed or offline. */
export interface LockWatchPass {
  asked: number;
  inTrouble: number;
}

/**
 * Asks the lock of every stay in house how it is, once per interval: a lock that jams or goes offline while nobody is
 * at the door alerts staff (once, until it answers fine again), so they can act before the guest stands outside. Each
 * instance watches; the alert is claimed with a conditional update, so several instances send it once.
 */
export function startLockWatchJob({ db, devices, notices, log, clock, intervalMs }: LockWatchOptions): PeriodicJob<LockWatchPass> {
  const doorAccess = createDoorAccess(notices);
  const calls = createDeviceCalls(db, devices);

  const pass = async (now: Date, isStopped: () => boolean): Promise<LockWatchPass> => {
    const stays = await doorAccess.watchedStays(now);
    const locks = await findLocksOf(db, [...new Set(stays.map((stay) => stay.suiteId))]);
    let asked = 0;
    let inTrouble = 0;
    for (const lock of locks) {
      if (isStopped()) break;
      if (!devices.connector(lock.connector)) continue;
      asked += 1;
      const { row } = await calls.refresh(lock, now);
      const trouble = row.state_status === 'jammed' || row.state_status === 'unavailable' ? row.state_status : undefined;
      if (trouble) inTrouble += 1;
      for (const stay of stays.filter((candidate) => candidate.suiteId === lock.accommodation_id)) {
        if (trouble) await doorAccess.lockTrouble({ ...stay, suiteName: lock.suite_name }, trouble);
        else if (row.state_status === 'ok') await doorAccess.lockFine(stay.reservationId);
      }
    }
    return { asked, inTrouble };
  };
  return startPeriodicJob({ name: 'Lock watch', log, clock, intervalMs, pass, failed: { asked: 0, inTrouble: 0 } });
}
