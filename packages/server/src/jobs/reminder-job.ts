import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPort } from '../adapters/push/port';
import type { Db } from '../db/database';
import { createChatEvents } from '../modules/chat/events';
import { createNotifier } from '../modules/chat/notifier';
import { createReminderService } from '../modules/chat/reminder-service';
import type { RealtimePublisher } from '../modules/realtime/plugin';

export interface ReminderJobOptions {
  db: Db;
  realtime: RealtimePublisher;
  push: PushPort;
  log: FastifyBaseLogger;
  intervalMs: number;
  now?: () => Date;
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
export function startReminderJob({ db, realtime, push, log, intervalMs, now = () => new Date() }: ReminderJobOptions): ReminderJob {
  const instanceId = randomUUID();
  const reminders = createReminderService({ db, events: createChatEvents(realtime), notifier: createNotifier(push, realtime, log), log, now });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = (at?: Date): Promise<number> => {
    running ??= reminders
      .fireDue(instanceId, at ?? now())
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
