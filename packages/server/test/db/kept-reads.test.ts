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

  it('keeps at most its capacity, the longest kept leaving first', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations, 2);
    const reads = Object.fromEntries(['a', 'b', 'c'].map((key) => [key, readOf(generations, ['accounts'], key)]));
    for (const key of ['a', 'b', 'a', 'c', 'b', 'c', 'a']) expect(await kept.get(key, reads[key]!)).toBe(key);
    // a, b kept; a used; c kept, a leaves; b and c used; a read again, b leaves.
    expect([reads.a, reads.b, reads.c].map((read) => read!.mock.calls.length)).toEqual([2, 1, 1]);
    await kept.get('b', reads.b!);
    expect(reads.b).toHaveBeenCalledTimes(2);
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

  it('reads again when the request turns the kept result down, and keeps the new one in its place', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<{ readAt: number; until: number }>(generations);
    let readAt = 0;
    const read = vi.fn(async () => {
      generations.noteRead(['reservations']);
      return { readAt, until: readAt + 10 };
    });
    const holdsAt = (at: number) => (page: { readAt: number; until: number }) => page.readAt <= at && at < page.until;
    expect(await kept.get('in-house', read, holdsAt(0))).toEqual({ readAt: 0, until: 10 });
    expect(await kept.get('in-house', read, holdsAt(9))).toEqual({ readAt: 0, until: 10 });
    expect(read).toHaveBeenCalledTimes(1);
    readAt = 10;
    expect(await kept.get('in-house', read, holdsAt(10))).toEqual({ readAt: 10, until: 20 });
    expect(await kept.get('in-house', read, holdsAt(15))).toEqual({ readAt: 10, until: 20 });
    expect(read).toHaveBeenCalledTimes(2);
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
    for (const [path, changed] of [['miss', 'persons'], ['hit', 'persons'], ['miss', 'reservations'], ['hit', 'reservations']] as const) {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const read = readOf(generations, ['persons'], 'Emma');
      if (path === 'hit') await kept.get('emma', read);
      const { capture, result } = generations.captureReads(async () => {
        generations.noteRead(['reservations']);
        return kept.get('emma', read);
      });
      expect(await result, path).toBe('Emma');
      expect(read, path).toHaveBeenCalledTimes(1);
      expect(generations.isCurrent(capture), path).toBe(true);
      generations.noteChange(['orders']);
      expect(generations.isCurrent(capture), path).toBe(true);
      generations.noteChange([changed]);
      expect(generations.isCurrent(capture), `${path}, ${changed} changed`).toBe(false);
    }
  });

  it('finds a capture stale once a kept result it used is, whenever that result was kept', async () => {
    const generations = new DataGenerations();
    const kept = new KeptReads<string>(generations);
    const read = readOf(generations, ['persons'], 'Emma');
    await kept.get('emma', read);
    generations.noteChange(['orders']);
    const { capture, result } = generations.captureReads(() => kept.get('emma', read));
    await result;
    expect(generations.isCurrent(capture)).toBe(true);
    generations.noteChangeElsewhere(['persons']);
    expect(generations.isCurrent(capture)).toBe(false);
    expect(generations.isCurrent(capture)).toBe(false);
  });
  describe('while a read is under way', () => {
    /** A read of `tables` that answers `value` (or fails) when told to: the next turn of a PostgreSQL query, held. */
    function heldRead(generations: DataGenerations, tables: string[], value: string, effect: { changes?: string[] } = {}) {
      const answers: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
      const read = vi.fn(async () => {
        generations.noteRead(tables);
        const answer = await new Promise<string>((resolve, reject) => answers.push({ resolve, reject }));
        if (effect.changes) generations.noteChange(effect.changes);
        return answer;
      });
      return { read, answer: (index = 0) => answers[index]!.resolve(value), fail: (error: Error) => answers[0]!.reject(error) };
    }

    it('gives every request that asks the answer of the one read, and keeps it', async () => {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const { read, answer } = heldRead(generations, ['catalogue'], 'Croissant');
      const asked = [kept.get('menu', read), kept.get('menu', read), kept.get('menu', read)];
      answer();
      expect(await Promise.all(asked)).toEqual(['Croissant', 'Croissant', 'Croissant']);
      expect(await kept.get('menu', read)).toBe('Croissant');
      expect(read).toHaveBeenCalledTimes(1);
    });

    it('reads again for a request that asks after a table the read had already read changed', async () => {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const { read, answer } = heldRead(generations, ['catalogue'], 'Croissant');
      const first = kept.get('menu', read);
      generations.noteChange(['orders']);
      const second = kept.get('menu', read);
      generations.noteChange(['catalogue']);
      const third = kept.get('menu', read);
      answer(0);
      answer(1);
      expect(await Promise.all([first, second, third])).toEqual(['Croissant', 'Croissant', 'Croissant']);
      expect(read).toHaveBeenCalledTimes(2);
    });

    it('counts the shared read as read by each request that waited for it', async () => {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const { read, answer } = heldRead(generations, ['persons'], 'Emma');
      const first = kept.get('emma', read);
      const waiting = generations.captureReads(() => kept.get('emma', read));
      answer();
      await first;
      expect(await waiting.result).toBe('Emma');
      expect(read).toHaveBeenCalledTimes(1);
      expect(generations.isCurrent(waiting.capture)).toBe(true);
      generations.noteChange(['persons']);
      expect(generations.isCurrent(waiting.capture)).toBe(false);
    });

    it('shares a failure with those waiting, and reads again after it', async () => {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const { read, fail } = heldRead(generations, ['persons'], 'Emma');
      const asked = [kept.get('emma', read), kept.get('emma', read)];
      fail(new Error('connection lost'));
      for (const result of await Promise.allSettled(asked)) expect(result).toMatchObject({ status: 'rejected', reason: new Error('connection lost') });
      expect(read).toHaveBeenCalledTimes(1);
      const again = kept.get('emma', read);
      expect(read).toHaveBeenCalledTimes(2);
      void again.catch(() => undefined);
    });

    it('does not give a read under way to a request that turns its answer down: that request reads for itself', async () => {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const { read, answer } = heldRead(generations, ['reservations'], 'at nine');
      const first = kept.get('in-house', read);
      const later = kept.get('in-house', read, (value) => value !== 'at nine');
      answer(0);
      expect(await first).toBe('at nine');
      await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
      answer(1);
      expect(await later).toBe('at nine');
    });

    it('does not share a read that changed data: the request that waited reads for itself', async () => {
      const generations = new DataGenerations();
      const kept = new KeptReads<string>(generations);
      const { read, answer } = heldRead(generations, ['chats'], 'created', { changes: ['chats'] });
      const first = kept.get('ensure', read);
      const second = kept.get('ensure', read);
      answer(0);
      expect(await first).toBe('created');
      await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
      answer(1);
      expect(await second).toBe('created');
    });
  });
});
