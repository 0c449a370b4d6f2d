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

/** The tables one piece of work read, each with its generation when read, and whether it changed any data. */
export interface ReadCapture {
  epoch: number;
  tables: Map<string, number>;
  changedData: boolean;
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
  private readonly byTable = new Map<string, number>();
  private readonly capture = new AsyncLocalStorage<ReadCapture>();
  private readonly listeners = new Set<DataChangeListener>();

  /** Runs `work`, recording every table its statements read and whether they changed data. */
  captureReads<T>(work: () => Promise<T>): { capture: ReadCapture; result: Promise<T> } {
    const capture: ReadCapture = { epoch: this.epoch, tables: new Map(), changedData: false };
    return { capture, result: this.capture.run(capture, work) };
  }

  /** Called before a read runs: records the generations of its tables in the current capture, if any. */
  noteRead(tables: readonly string[]): void {
    const capture = this.capture.getStore();
    if (!capture) return;
    for (const table of tables) if (!capture.tables.has(table)) capture.tables.set(table, this.byTable.get(table) ?? 0);
  }

  /**
   * Records in the current capture, if any, what an earlier capture read, at the generations it read them: a result
   * kept from that earlier work (KeptReads) counts as read again, and is as current as it was then.
   */
  noteCaptured(earlier: Pick<ReadCapture, 'epoch' | 'tables'> & { changedData?: boolean }): void {
    const capture = this.capture.getStore();
    if (!capture) return;
    if (earlier.changedData) capture.changedData = true;
    capture.epoch = Math.min(capture.epoch, earlier.epoch);
    for (const [table, generation] of earlier.tables) {
      const noted = capture.tables.get(table);
      if (noted === undefined || generation < noted) capture.tables.set(table, generation);
    }
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
    if (tables === 'everything') {
      this.epoch += 1;
      return;
    }
    for (const table of tables) this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }

  /** Whether nothing `capture` read has changed since. */
  isCurrent(capture: Pick<ReadCapture, 'epoch' | 'tables'>): boolean {
    if (capture.epoch !== this.epoch) return false;
    for (const [table, generation] of capture.tables) if ((this.byTable.get(table) ?? 0) !== generation) return false;
    return true;
  }
}

/** One per process: every database handle reports to it (a change on any of them only ever invalidates more). */
export const dataGenerations = new DataGenerations();
