import type { DataGenerations } from '../../db/data-generations';
import type { RealtimeBus } from './bus';

/** At most one data-change notification per instance in this interval: a burst of writes travels as one. */
export const DATA_CHANGE_INTERVAL_MS = 50;

/** What shareDataChanges answers: a way to send what is gathered now, and to stop announcing. */
export interface DataChangeSharing {
  /**
   * Sends the changes gathered so far at once (without waiting for the interval) and resolves once the bus has
   * delivered them, or the last notification under way when nothing is gathered. A write's reply waits for it, so a client that
   * then reads through another instance finds that instance's kept replies of the changed tables dropped.
   */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Announces this instance's data changes to the other instances through the bus, so that their reply caches drop
 * what was read from the changed tables (see DataGenerations). Changes are gathered and sent at most once per
 * DATA_CHANGE_INTERVAL_MS, unless flushed; the first after a quiet interval goes out on the next turn of the event
 * loop. A change made inside a transaction is reported again when the transaction ends, so the last notification
 * always follows the commit.
 */
export function shareDataChanges(generations: DataGenerations, bus: Pick<RealtimeBus, 'dataChanged'>, intervalMs = DATA_CHANGE_INTERVAL_MS): DataChangeSharing {
  let pending: Set<string> | 'everything' | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  /** The last notification handed to the bus (the bus never rejects: it logs a failure). */
  let lastSent: Promise<void> = Promise.resolve();

  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    const tables = pending;
    pending = undefined;
    if (!tables) return lastSent;
    lastSentAt = performance.now();
    lastSent = bus.dataChanged(tables === 'everything' ? tables : [...tables]);
    return lastSent;
  };

  const stop = generations.onChange((tables) => {
    if (tables === 'everything' || pending === 'everything') pending = 'everything';
    else {
      pending ??= new Set();
      for (const table of tables) pending.add(table);
    }
    timer ??= setTimeout(() => void send(), Math.max(0, lastSentAt + intervalMs - performance.now()));
  });

  return {
    flush: send,
    stop() {
      stop();
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
