import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock';

export interface PeriodicJob<Result> {
  /** One pass now (or at the given time); a pass already running is joined, not started twice. */
  runOnce(at?: Date): Promise<Result>;
  /** Stops the passes and waits for a running one to finish. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<Result> {
  /** Names the job in the log line of a failed pass. */
  name: string;
  log: FastifyBaseLogger;
  clock: Clock;
  intervalMs: number;
  /** The wait before the first pass; one interval when not given. */
  firstDelayMs?: number;
  /** The work of one pass; `isStopped` tells a long pass to end early. */
  pass(now: Date, isStopped: () => boolean): Promise<Result>;
  /** What a failed pass answers: a failure is logged and the next pass runs as planned (a database outage passes). */
  failed: Result;
}

export interface PeriodicJobPasses {
  startedAt: Date;
  /** The end of the last pass that did not fail; undefined before the first. */
  lastSuccessAt: Date | undefined;
}

const passesByJob = new Map<string, PeriodicJobPasses>();

/**
 * The periodic jobs running in this process, by name, with the end of their last successful pass (system clock): the
 * metrics report the time since then. Jobs run beside the app, once per process.
 */
export const periodicJobPasses: ReadonlyMap<string, PeriodicJobPasses> = passesByJob;

/**
 * Runs a pass every interval, each started only after the previous one ended, in every instance: the passes claim
 * their work with conditional updates, so several instances never do the same piece twice. The timer does not keep
 * the process alive.
 */
export function startPeriodicJob<Result>({ name, log, clock, intervalMs, firstDelayMs = intervalMs, pass, failed }: PeriodicJobOptions<Result>): PeriodicJob<Result> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Result> | undefined;
  let stopped = false;
  const isStopped = () => stopped;
  const passes: PeriodicJobPasses = { startedAt: systemClock(), lastSuccessAt: undefined };
  passesByJob.set(name, passes);

  const runOnce = (at?: Date): Promise<Result> => {
    if (stopped) return Promise.resolve(failed);
    running ??= pass(at ?? clock(), isStopped)
      .then((result) => {
        passes.lastSuccessAt = systemClock();
        return result;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, `${name}: pass failed`);
        return failed;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (passesByJob.get(name) === passes) passesByJob.delete(name);
      await running;
    },
  };
}
