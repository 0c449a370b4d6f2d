import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '../../src/platform/periodic-job';

const NOW = new Date('2026-11-28T12:00:00Z');

function quietLog() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

describe('periodic job', () => {
  it('joins a pass already running instead of starting a second one', async () => {
    let release: () => void = () => undefined;
    const pass = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(3))));
    const job = startPeriodicJob({ name: 'Test job', log: quietLog(), clock: () => NOW, intervalMs: 60_000, pass, failed: 0 });
    const first = job.runOnce();
    const second = job.runOnce();
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([3, 3]);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(pass).toHaveBeenCalledWith(NOW, expect.any(Function));
    await job.stop();
  });

  it('logs a failed pass, answers the failure value and runs the next pass', async () => {
    const log = quietLog();
    const pass = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce(2);
    const job = startPeriodicJob({ name: 'Test job', log, clock: () => NOW, intervalMs: 60_000, pass, failed: 0 });
    await expect(job.runOnce()).resolves.toBe(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Test job: pass failed');
    await expect(job.runOnce()).resolves.toBe(2);
    await job.stop();
  });

  it('runs by itself after the first delay, then every interval, and tells a stopped pass to end', async () => {
    vi.useFakeTimers();
    try {
      const stops: boolean[] = [];
      const pass = vi.fn(async (_now: Date, isStopped: () => boolean) => {
        stops.push(isStopped());
        return 1;
      });
      const job = startPeriodicJob({ name: 'Test job', log: quietLog(), clock: () => NOW, intervalMs: 1_000, firstDelayMs: 0, pass, failed: 0 });
      await vi.advanceTimersByTimeAsync(0);
      expect(pass).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(pass).toHaveBeenCalledTimes(2);
      await job.stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(pass).toHaveBeenCalledTimes(2);
      await expect(job.runOnce()).resolves.toBe(0);
      expect(stops).toEqual([false, false]);
    } finally {
      vi.useRealTimers();
    }
  });
});
