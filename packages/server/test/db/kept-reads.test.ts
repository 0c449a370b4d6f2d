import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGenerations } from '../../src/db/data-generations';
import { KEPT_READ_MAX_AGE_MS, KeptReads } from '../../src/db/kept-reads';

/** A read of `tables` (as the observed dialect notes it) answering `value`. */
const readOf = (generations: DataGenerations, tables: string[], value: string) =>
  vi.fn(async () => {
    generations.noteRead(tables);
    return value;
  });

describe('kept reads', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a kept result while nothing it read has changed, and reads again once a table it read changed', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations);
    const read = readOf(generations, ['accounts', 'persons'], 'Emma');
    expect(await kept.get('emma', read)).toBe('Emma');
    expect(await kept.get('emma', read)).toBe('Emma');
    expect(read).toHaveBeenCalledTimes(1);

    generations.noteChange(['orders']);
    await kept.get('emma', read);
    expect(read).toHaveBeenCalledTimes(1);

    generations.noteChange(['persons']);
    await kept.get('emma', read);
    expect(read).toHaveBeenCalledTimes(2);
    generations.noteChangeElsewhere(['accounts']);
    await kept.get('emma', read);
    expect(read).toHaveBeenCalledTimes(3);
    generations.noteChange('everything');
    await kept.get('emma', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('keeps per key, never one key for another', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations);
    expect(await kept.get('emma', readOf(generations, ['accounts'], 'Emma'))).toBe('Emma');
    expect(await kept.get('noah', readOf(generations, ['accounts'], 'Noah'))).toBe('Noah');
    expect(await kept.get('emma', readOf(generations, ['accounts'], 'other'))).toBe('Emma');
  });

  it('keeps neither a read that changed data nor one that failed', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations);
    const writing = vi.fn(async () => {
      generations.noteChange(['chats']);
      return 'created';
    });
    await kept.get('writes', writing);
    await kept.get('writes', writing);
    expect(writing).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => {
      generations.noteRead(['accounts']);
      throw new Error('gone');
    });
    await expect(kept.get('fails', failing)).rejects.toThrow('gone');
    await expect(kept.get('fails', failing)).rejects.toThrow('gone');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it(`reads again after ${KEPT_READ_MAX_AGE_MS} ms even when no change was heard`, async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations);
    const read = readOf(generations, ['accounts'], 'Emma');
    await kept.get('emma', read);
    vi.advanceTimersByTime(KEPT_READ_MAX_AGE_MS);
    await kept.get('emma', read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await kept.get('emma', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('counts a kept result as read by the work that uses it, so what is built on it is not kept longer', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations);
    const read = readOf(generations, ['persons'], 'Emma');
    for (const round of ['miss', 'hit']) {
      const { capture, result } = generations.captureReads(async () => {
        generations.noteRead(['reservations']);
        return kept.get('emma', read);
      });
      expect(await result, round).toBe('Emma');
      expect([...capture.tables.keys()].sort(), round).toEqual(['persons', 'reservations']);
      expect(generations.isCurrent(capture), round).toBe(true);
      generations.noteChange(['orders']);
      expect(generations.isCurrent(capture), round).toBe(true);
    }
    const { capture, result } = generations.captureReads(() => kept.get('emma', read));
    await result;
    generations.noteChange(['persons']);
    expect(generations.isCurrent(capture)).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
