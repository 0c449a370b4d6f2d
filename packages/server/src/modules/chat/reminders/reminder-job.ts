import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { systemClock, type Clock } from '../../../platform/clock';
import { startPeriodicJob, type PeriodicJob } from '../../../platform/periodic-job';
import type { PushPort } from '../../../platform/push/port';
import type { RealtimePublisher } from '../../../platform/realtime/plugin';
import { createChatServiceDeps } from '../deps';
import { createReminderService } from './reminder-service';

export interface ReminderJobOptions {
  db: Db;
  realtime: RealtimePublisher;
  push: PushPort;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** The platform clock; the system clock when not given. */
  clock?: Clock;
}

/** One pass fires what is due now and answers how many this instance fired. */
export type ReminderJob = PeriodicJob<number>;

/**
 * Fires chat reminders on time on the server, whether or not any app is open: every `intervalMs` it claims due
 * reminders (a conditional update, so with several instances each reminder fires once) and notifies the staff member
 * through the push port and the realtime socket.
 */
export function startReminderJob({ db, realtime, push, log, intervalMs, clock = systemClock }: ReminderJobOptions): ReminderJob {
  const instanceId = randomUUID();
  const reminders = createReminderService(createChatServiceDeps({ db, realtime, push, log }));
  return startPeriodicJob({ name: 'Reminder job', log, clock, intervalMs, pass: (now) => reminders.fireDue(instanceId, now), failed: 0 });
}
