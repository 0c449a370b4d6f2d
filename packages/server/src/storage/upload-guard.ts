import type { FastifyRequest } from 'fastify';
import type { UploadConfig } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { checkDiskSpace, requireDiskSpace, statfsProbe, type DiskSpaceCheck, type DiskSpaceProbe } from './disk-space';
import { chargeBudget, deleteEndedBudgets, findBudgetUse } from './upload-budget-repository';

/** Budgets count bytes per hour, in fixed windows that start with a key's first upload. */
const BUDGET_WINDOW_MS = 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60_000;

/** Who pays for an upload: the signed-in account (null when signed out) and the client address. */
export interface UploadPayer {
  accountId: string | null;
  address: string;
}

/** The payer of a request: its client address (TRUST_PROXY decides which) and the caller's account, if any. */
export function uploadPayer(request: FastifyRequest, caller: { accountId: string } | null): UploadPayer {
  return { accountId: caller?.accountId ?? null, address: request.ip };
}

export interface UploadGuardOptions {
  db: Db;
  /** DATA_DIR: uploads live on its disk. */
  dataDir: string;
  limits: UploadConfig;
  /** Reads the disk's free space (tests hand in their own). */
  diskSpaceProbe?: DiskSpaceProbe;
}

const overBudget = () => new AppError('UPLOAD_BUDGET_EXCEEDED', 'Upload budget for this hour spent');

/**
 * What every upload passes through: the disk guard (507 INSUFFICIENT_STORAGE while DATA_DIR's disk is short) and the
 * upload budgets in bytes per hour (429 UPLOAD_BUDGET_EXCEEDED): per account when signed in, per client address
 * always, and a smaller one per client address when signed out. The counts live in the database (`upload_budgets`),
 * so every instance shares them.
 */
export function createUploadGuard({ db, dataDir, limits, diskSpaceProbe = statfsProbe }: UploadGuardOptions) {
  let lastCleanup = 0;

  const budgetsOf = (payer: UploadPayer) => [
    payer.accountId === null
      ? { key: `signed-out-ip:${payer.address}`, limit: limits.budgetSignedOutPerIpBytes }
      : { key: `account:${payer.accountId}`, limit: limits.budgetPerAccountBytes },
    { key: `ip:${payer.address}`, limit: limits.budgetPerIpBytes },
  ];

  /** Before reading an upload: refuses while the disk is short or a budget is spent; answers the bytes still allowed. */
  async function admit(payer: UploadPayer, now: Date): Promise<number> {
    await requireDiskSpace(dataDir, limits.minFreeBytes, diskSpaceProbe);
    if (now.getTime() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = now.getTime();
      await deleteEndedBudgets(db, now.toISOString());
    }
    const budgets = budgetsOf(payer);
    const used = await findBudgetUse(
      db,
      budgets.map((budget) => budget.key),
      now.toISOString(),
    );
    const left = Math.min(...budgets.map((budget) => budget.limit - (used.get(budget.key) ?? 0)));
    if (left <= 0) throw overBudget();
    return left;
  }

  /** After storing: counts the stored bytes against every budget at once; 429 when uploads running alongside spent it. */
  async function charge(payer: UploadPayer, bytes: number, now: Date): Promise<void> {
    const nowIso = now.toISOString();
    const windowEnd = new Date(now.getTime() + BUDGET_WINDOW_MS).toISOString();
    await db.transaction().execute(async (trx) => {
      for (const budget of budgetsOf(payer)) {
        if (bytes > budget.limit || !(await chargeBudget(trx, budget.key, bytes, budget.limit, nowIso, windowEnd))) throw overBudget();
      }
    });
  }

  return {
    /** The disk check readiness reports: whether uploads are taken, and the free bytes. */
    diskSpace(): Promise<DiskSpaceCheck> {
      return checkDiskSpace(dataDir, limits.minFreeBytes, diskSpaceProbe);
    },

    /**
     * Admits the upload, stores it with `save` (given the bytes the budgets still allow) and counts the stored
     * file's size; when the count fails, `remove` deletes the file again, so nothing over budget stays.
     */
    async store<Stored extends { size: number }>(
      payer: UploadPayer,
      now: Date,
      save: (budgetBytes: number) => Promise<Stored>,
      remove: (stored: Stored) => Promise<void>,
    ): Promise<Stored> {
      const stored = await save(await admit(payer, now));
      try {
        await charge(payer, stored.size, now);
      } catch (error) {
        await remove(stored);
        throw error;
      }
      return stored;
    },
  };
}

export type UploadGuard = ReturnType<typeof createUploadGuard>;
