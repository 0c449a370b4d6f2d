import type { DataGenerations } from '../../db/data-generations';
import type { RealtimeBus } from './bus';

/** At most one data-change notification per instance in this interval: a burst of writes travels as one. */
export const DATA_CHANGE_INTERVAL_MS = 50;

/**
 * Announces this instance's data changes to the other instances through the bus, so that their reply caches drop
 * what was read from the changed tables (see DataGenerations). Changes are gathered and sent at most once per
 * DATA_CHANGE_INTERVAL_MS; the first after a quiet interval goes out on the next turn of the event loop. A change
 * made inside a transaction is reported again when the transaction ends, so the last notification always follows
 * the commit. Answers a function that stops announcing.
 */
export function shareDataChanges(generations: DataGenerations, bus: Pick<RealtimeBus, 'dataChanged'>, intervalMs = DATA_CHANGE_INTERVAL_MS): () => void {
  let pending: Set<string> | 'everything' | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;

  const send = () => {
    timer = undefined;
    const tables = pending;
    pending = undefined;
    if (!tables) return;
    lastSentAt = performance.now();
    void bus.dataChanged(tables === 'everything' ? tables : [...tables]);
  };

  const stop = generations.onChange((tables) => {
    if (tables === 'everything' || pending === 'everything') pending = 'everything';
    else {
      pending ??= new Set();
      for (const table of tables) pending.add(table);
    }
    timer ??= setTimeout(send, Math.max(0, lastSentAt + intervalMs - performance.now()));
  });

  return () => {
    stop();
    clearTimeout(timer);
    timer = undefined;
  };
}
