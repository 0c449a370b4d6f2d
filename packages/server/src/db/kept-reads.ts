import { dataGenerations, type DataGenerations, type ReadCapture } from './data-generations';
import type { DbOrTrx } from './database';

/**
 * Results kept at most per KeptReads, the longest kept first out: each is read again within KEPT_READ_MAX_AGE_MS
 * anyway, so an order by last use would cost every use a move for little.
 */
const DEFAULT_CAPACITY = 20_000;
/**
 * The longest a result is kept. Changes made on this instance, and those other instances announce over the realtime
 * bus, make a result stale at once; this bounds what a lost announcement (the bus's connection down) can leave stale.
 */
export const KEPT_READ_MAX_AGE_MS = 5_000;

/** Every value a KeptReads has kept: shared by the requests that read it and never changed. */
const keptValues = new WeakSet<object>();

/**
 * Whether `value` is a result a KeptReads has kept (itself, not a part of it or a copy): the same object, with the same
 * contents, for every request that gets it, so what is made from it alone (its JSON) may be made once.
 */
export function isKeptValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && keptValues.has(value);
}

interface Kept<T> {
  value: T;
  capture: ReadCapture;
  keptAt: number;
}

/**
 * Results of reads that many requests repeat (the caller behind a token, the settings of a role at a location), kept
 * per key while nothing they were read from has changed (DataGenerations). A kept result counts as read again in
 * the request that uses it, so a reply built on it is kept by the reply cache no longer than the result is current.
 * A read that changed data, or failed, is not kept. Requests that ask for a key while its read is under way wait for
 * that read (and share its failure) instead of each running it.
 */
export class KeptReads<T> {
  private readonly kept = new Map<string, Kept<T>>();
  /** Reads under way, by key: a request that asks meanwhile waits for the same read rather than running it again. */
  private readonly reading = new Map<string, { capture: ReadCapture; result: Promise<T> }>();

  constructor(
    private readonly generations: DataGenerations,
    private readonly capacity = DEFAULT_CAPACITY,
    private readonly maxAgeMs = KEPT_READ_MAX_AGE_MS,
  ) {}

  /**
   * The result kept for `key`, else that of the read under way for it, else `read`'s. With `isUsable`, a result it
   * refuses (one that holds for a time that has passed) is not answered: the key is read again and kept anew.
   */
  async get(key: string, read: () => Promise<T>, isUsable: (value: T) => boolean = () => true): Promise<T> {
    const found = this.kept.get(key);
    if (found) {
      if (performance.now() - found.keptAt <= this.maxAgeMs && this.generations.isCurrent(found.capture) && isUsable(found.value)) {
        this.generations.noteCaptured(found.capture);
        return found.value;
      }
      this.kept.delete(key);
    }
    // Joined only while nothing it has read so far has changed: its answer is then the same as a read starting now
    // (what it reads later, it reads later). On PostgreSQL a popular key falling out would otherwise be read by every
    // request that asks before the first read answers.
    const underWay = this.reading.get(key);
    if (underWay && this.generations.isCurrent(underWay.capture)) {
      const value = await underWay.result;
      // A read that changed data is not shared, as it is not kept: this request reads for itself.
      if (!underWay.capture.changedData && isUsable(value)) {
        this.generations.noteCaptured(underWay.capture);
        return value;
      }
    }
    return this.read(key, read);
  }

  private async read(key: string, read: () => Promise<T>): Promise<T> {
    const keptAt = performance.now();
    const { capture, result } = this.generations.captureReads(read);
    const underWay = { capture, result };
    this.reading.set(key, underWay);
    try {
      const value = await result;
      this.generations.noteCaptured(capture);
      if (!capture.changedData && this.generations.isCurrent(capture)) {
        this.kept.set(key, { value, capture, keptAt });
        if (typeof value === 'object' && value !== null) keptValues.add(value);
        if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
      }
      return value;
    } finally {
      if (this.reading.get(key) === underWay) this.reading.delete(key);
    }
  }
}

/**
 * A `keptRead` with results of its own, at most `capacity` of them: for larger results that many callers share (a
 * page of the staff inbox), so they neither crowd out the small ones nor fill memory.
 */
export function keptReadsOf(capacity: number) {
  const keptPerDatabase = new WeakMap<object, KeptReads<unknown>>();
  return function keptRead<T>(db: DbOrTrx, key: string, read: () => Promise<T>, isUsable?: (value: T) => boolean): Promise<T> {
    if (db.isTransaction) return read();
    let kept = keptPerDatabase.get(db);
    if (!kept) {
      kept = new KeptReads<unknown>(dataGenerations, capacity);
      keptPerDatabase.set(db, kept);
    }
    return kept.get(key, read, isUsable as ((value: unknown) => boolean) | undefined) as Promise<T>;
  };
}

/**
 * `read` kept per database handle and key while the tables it read are unchanged (a KeptReads of the process's
 * DataGenerations, to which every handle reports its changes and other instances announce theirs): for data many
 * requests read alike, whoever calls (a location's row, the settings of a role at a location, its catalogue). Inside
 * a transaction it reads afresh. The value is shared by every request that gets it: never change it. `isUsable` turns
 * down a kept value for this request (one read for an instant the request is past): the key is then read again.
 */
export const keptRead = keptReadsOf(DEFAULT_CAPACITY);
