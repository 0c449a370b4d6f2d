import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { systemClock, type Clock } from '../../../platform/clock';
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

export interface ReminderJob {
  /** One pass: fires what is due now; answers how many this instance fired. */
  runOnce(at?: Date): Promise<number>;
  /** Stops polling and waits for a running pass to finish. */
  stop(): Promise<void>;
}

/**
 * Fires chat reminders on time on the server, whether or not any app is open: every `intervalMs` it claims due
 * reminders (a conditional update, so with several instances each reminder fires once) and notifies the staff member
 * through the push port and the realtime socket.
 */
export function startReminderJob({ db, realtime, push, log, intervalMs, clock = systemClock }: ReminderJobOptions): ReminderJob {
  const instanceId = randomUUID();
  const reminders = createReminderService(createChatServiceDeps({ db, realtime, push, log }));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = (at?: Date): Promise<number> => {
    running ??= reminders
      .fireDue(instanceId, at ?? clock())
      .catch((error: unknown) => {
        log.error({ err: error }, 'Reminder job: pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
