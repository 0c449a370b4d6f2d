import { existsSync } from 'node:fs';
import { calendarDayIn, instantAt } from '@stay/contract';
import { PARK_TIME_ZONE } from './staff';

/** Debian's libfaketime (package faketime): shifts the clock of the process it is preloaded into. */
const LIBFAKETIME_PATHS = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1'];

/** A journey's clock, shifted so that the park's time is a chosen time of today when the suite starts. */
export interface ParkClock {
  /** How far the journey's clock runs ahead of the machine's (negative: behind), in whole seconds. */
  readonly offsetMs: number;
  /** Now on the journey's clock, as Date.now() answers. */
  now(): number;
  /** What the server's environment needs to run on the same clock (libfaketime, preloaded). */
  readonly serverEnv: Record<string, string>;
}

/**
 * The clock of a journey that must run at a certain time of the park's day (the self check-out opens at 06:00 on the
 * departure day, so a journey run at night could not check out): today's `time` on the park's clock, running on from
 * there. The server runs under libfaketime with the same shift, the browser contexts with Playwright's clock.
 */
export function parkClockAt(time: string, machineNow = Date.now()): ParkClock {
  const library = LIBFAKETIME_PATHS.find((candidate) => existsSync(candidate));
  if (!library) throw new Error(`This journey runs at ${time} on the park's clock and needs libfaketime: apt-get install faketime`);
  const target = instantAt(calendarDayIn(new Date(machineNow), PARK_TIME_ZONE), time, PARK_TIME_ZONE).getTime();
  const offsetSeconds = Math.round((target - machineNow) / 1000);
  const offsetMs = offsetSeconds * 1000;
  return {
    offsetMs,
    now: () => Date.now() + offsetMs,
    serverEnv: {
      LD_PRELOAD: library,
      FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
      // Timers and durations keep the machine's steady clock; only the wall clock moves.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
  };
}
