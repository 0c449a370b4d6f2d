import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { NEWEST_MIGRATION, newestAppliedMigration } from '../../db/migrations';
import type { UploadGuard } from '../../storage/upload-guard';
import type { RealtimePublisher } from '../realtime/plugin';
import type { Draining } from './draining';

/** How long one readiness check may take before it counts as failing. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

/** One thing the instance needs to serve requests: `check` resolves when it is fine and rejects (or hangs) when not. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface ReadinessReport {
  isReady: boolean;
  checks: Record<string, 'ok' | 'failing'>;
  /** Why each failing check failed, for the log only. */
  reasons: Record<string, string>;
}

/** The database answers a trivial query. */
export function databaseCheck(db: Db): ReadinessCheck {
  return {
    name: 'database',
    async check() {
      await sql`select 1`.execute(db);
    },
  };
}

/** The database holds every migration this code knows, and none newer (a newer instance migrated it further). */
export function migrationsCheck(db: Db): ReadinessCheck {
  return {
    name: 'migrations',
    async check() {
      const applied = await newestAppliedMigration(db);
      if (applied !== NEWEST_MIGRATION) throw new Error(`the database is at migration ${applied ?? '(none)'}, this code at ${NEWEST_MIGRATION}`);
    },
  };
}

/** The realtime bus hears the other instances (its PostgreSQL listener is connected; always on SQLite). */
export function realtimeCheck(realtime: Pick<RealtimePublisher, 'isListening'>): ReadinessCheck {
  return {
    name: 'realtime',
    async check() {
      if (!realtime.isListening()) throw new Error('the realtime listener is reconnecting');
    },
  };
}

/** DATA_DIR's disk has the free space uploads leave (UPLOAD_MIN_FREE_BYTES); below it uploads answer 507. */
export function diskSpaceCheck(uploads: Pick<UploadGuard, 'diskSpace'>): ReadinessCheck {
  return {
    name: 'disk-space',
    async check() {
      const { isEnough, freeBytes, minFreeBytes } = await uploads.diskSpace();
      if (!isEnough) throw new Error(`${freeBytes} bytes free on the data disk, below the ${minFreeBytes} uploads leave`);
    },
  };
}

/** The instance is not shutting down (after SIGTERM or SIGINT it finishes its requests and takes no new ones). */
export function drainingCheck(draining: Pick<Draining, 'isDraining'>): ReadinessCheck {
  return {
    name: 'draining',
    async check() {
      if (draining.isDraining) throw new Error('shutting down');
    },
  };
}

/** The checks GET /api/health/ready runs, in the order they are reported. */
export function readinessChecks({
  db,
  realtime,
  uploads,
  draining,
}: {
  db: Db;
  realtime: Pick<RealtimePublisher, 'isListening'>;
  uploads: Pick<UploadGuard, 'diskSpace'>;
  draining: Pick<Draining, 'isDraining'>;
}): ReadinessCheck[] {
  return [databaseCheck(db), migrationsCheck(db), realtimeCheck(realtime), diskSpaceCheck(uploads), drainingCheck(draining)];
}

function withinTimeout(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${check.name}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check.check(), timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once, each within the timeout; ready when all pass. */
export async function runReadinessChecks(checks: readonly ReadinessCheck[], timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
  const results = await Promise.allSettled(checks.map((check) => withinTimeout(check, timeoutMs)));
  const report: ReadinessReport = { isReady: true, checks: {}, reasons: {} };
  checks.forEach(({ name }, index) => {
    const result = results[index];
    if (result?.status === 'fulfilled') {
      report.checks[name] = 'ok';
      return;
    }
    report.isReady = false;
    report.checks[name] = 'failing';
    report.reasons[name] = result?.reason instanceof Error ? result.reason.message : String(result?.reason);
  });
  return report;
}
