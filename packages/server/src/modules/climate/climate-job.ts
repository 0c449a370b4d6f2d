import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { systemClock, type Clock } from '../../platform/clock';
import type { Devices } from '../../platform/devices/port';
import { startPeriodicJob, type PeriodicJob } from '../../platform/periodic-job';
import { runClimatePass } from './climate-pass';

export interface ClimateJobOptions {
  db: Db;
  devices: Devices;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** The platform clock; the system clock when not given. */
  clock?: Clock;
}

/** One pass answers how many setpoints this instance gave. */
export type ClimateJob = PeriodicJob<number>;

/**
 * Runs the climate rules every `intervalMs` in every instance: each pass reads the suites' thermostats, counts their
 * energy and carries out the decisions it claims (see runClimatePass).
 */
export function startClimateJob({ db, devices, log, intervalMs, clock = systemClock }: ClimateJobOptions): ClimateJob {
  return startPeriodicJob({ name: 'Climate rules', log, clock, intervalMs, pass: (now, isStopped) => runClimatePass({ db, devices }, now, isStopped), failed: 0 });
}
