import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What a statement does to the data, read off its SQL once per distinct text: a read of some tables, a write to one
 * table, transaction control, or something else (DDL, pragmas: treated as a change of everything).
 */
export type StatementEffect =
  | { kind: 'read'; tables: readonly string[] }
  | { kind: 'write'; table: string }
  | { kind: 'begin' | 'end' | 'savepoint' }
  | { kind: 'unknown' };

/** Tables a read may touch: every quoted identifier (Kysely quotes tables, aliases and columns alike) and every bare
 * name after from/join (raw SQL). Columns and aliases among them only add dependencies that never change. */
const READ_NAMES = /"([a-z_][a-z0-9_]*)"|\b(?:from|join)\s+([a-z_][a-z0-9_]*)/gi;
const WRITE_TARGET = /^(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|replace\s+into)\s+"?([a-z_][a-z0-9_]*)"?/i;
const EFFECT_CACHE_CAPACITY = 4_000;
const effects = new Map<string, StatementEffect>();

function classify(sql: string): StatementEffect {
  const text = sql.trimStart();
  const write = WRITE_TARGET.exec(text);
  if (write) return { kind: 'write', table: write[1]!.toLowerCase() };
  if (/^(?:select|with)\b/i.test(text)) {
    // A CTE that writes (`with … insert/update/delete`) is not a read.
    if (/^with\b/i.test(text) && /\b(?:insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/i.test(text)) return { kind: 'unknown' };
    return { kind: 'read', tables: [...new Set([...text.matchAll(READ_NAMES)].map((match) => (match[1] ?? match[2])!.toLowerCase()))] };
  }
  if (/^(?:begin|start\s+transaction)\b/i.test(text)) return { kind: 'begin' };
  if (/^commit\b|^rollback\b(?!\s+to\b)/i.test(text)) return { kind: 'end' };
  if (/^(?:savepoint|release|rollback\s+to)\b/i.test(text)) return { kind: 'savepoint' };
  return { kind: 'unknown' };
}

export function statementEffect(sql: string): StatementEffect {
  let effect = effects.get(sql);
  if (!effect) {
    effect = classify(sql);
    if (effects.size >= EFFECT_CACHE_CAPACITY) effects.delete(effects.keys().next().value!);
    effects.set(sql, effect);
  }
  return effect;
}

/**
 * The tables one piece of work read, each with its generation when read, the earlier captures whose results it used
 * (KeptReads), and whether it changed any data.
 */
export interface ReadCapture {
  epoch: number;
  tables: Map<string, number>;
  /** Captures of kept results this work used: it is current only while they are. */
  included: ReadCapture[];
  changedData: boolean;
  /** The DataGenerations' count of changes when this capture was last found current (-1: not yet). */
  currentAtChange: number;
}

/** Told the tables a change touched, or 'everything' for a change the SQL names no table for. */
export type DataChangeListener = (tables: readonly string[] | 'everything') => void;

/**
 * A generation per table, raised after every statement that changed rows of it has been committed, and an epoch
 * raised by any change the SQL does not name a table for. Whatever was computed from tables whose generations
 * (and the epoch) are unchanged would be computed the same again: the reply cache builds on that.
 */
export class DataGenerations {
  /**
   * Names the changes made here when they are announced to other instances. Apps in one process share one
   * DataGenerations (tests build several), so they do not raise each other's changes twice.
   */
  readonly id = randomUUID();
  private epoch = 0;
  /** Raised with every change: a capture found current at this count is current until it moves. */
  private changes = 0;
  private readonly byTable = new Map<string, number>();
  private readonly capture = new AsyncLocalStorage<ReadCapture>();
  private readonly listeners = new Set<DataChangeListener>();

  /** Runs `work`, recording every table its statements read and whether they changed data. */
  captureReads<T>(work: () => Promise<T>): { capture: ReadCapture; result: Promise<T> } {
    const capture: ReadCapture = { epoch: this.epoch, tables: new Map(), included: [], changedData: false, currentAtChange: -1 };
    return { capture, result: this.capture.run(capture, work) };
  }

  /** Called before a read runs: records the generations of its tables in the current capture, if any. */
  noteRead(tables: readonly string[]): void {
    const capture = this.capture.getStore();
    if (!capture) return;
    for (const table of tables) if (!capture.tables.has(table)) capture.tables.set(table, this.byTable.get(table) ?? 0);
  }

  /**
   * Records in the current capture, if any, an earlier capture: a result kept from that earlier work (KeptReads)
   * counts as read again, and is as current as that work is. Referred to rather than copied: a kept read is used by
   * most requests, and its capture names dozens of tables and columns.
   */
  noteCaptured(earlier: ReadCapture): void {
    const capture = this.capture.getStore();
    if (!capture || capture.included.includes(earlier)) return;
    if (earlier.changedData) capture.changedData = true;
    capture.included.push(earlier);
    capture.currentAtChange = -1;
  }

  /** Called after a statement changed rows (and again after its transaction ended). */
  noteChange(tables: Iterable<string> | 'everything'): void {
    const capture = this.capture.getStore();
    if (capture) capture.changedData = true;
    const changed = tables === 'everything' ? 'everything' : [...tables];
    this.raise(changed);
    for (const listener of this.listeners) listener(changed);
  }

  /**
   * Called when another instance on the same database reports a change: raises the generations like a change here,
   * without marking the current capture or telling the listeners (the change is not this instance's to announce).
   */
  noteChangeElsewhere(tables: readonly string[] | 'everything'): void {
    this.raise(tables);
  }

  /** Calls `listener` after every change made through this instance's database handles; answers the unsubscribe. */
  onChange(listener: DataChangeListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private raise(tables: readonly string[] | 'everything'): void {
    this.changes += 1;
    if (tables === 'everything') {
      this.epoch += 1;
      return;
    }
    for (const table of tables) this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }

  /** Whether nothing `capture` (or a capture it includes) read has changed since. */
  isCurrent(capture: ReadCapture): boolean {
    if (capture.currentAtChange === this.changes) return true;
    if (capture.epoch !== this.epoch) return false;
    for (const [table, generation] of capture.tables) if ((this.byTable.get(table) ?? 0) !== generation) return false;
    for (const earlier of capture.included) if (!this.isCurrent(earlier)) return false;
    capture.currentAtChange = this.changes;
    return true;
  }
}

/** One per process: every database handle reports to it (a change on any of them only ever invalidates more). */
export const dataGenerations = new DataGenerations();
