import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, safeIdentifier } from '../../src/db/create-db';
import type { Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import { createAccessTokens } from '../../src/security/access-tokens';
import { TEST_JWT_SECRET } from './describe-each-dialect';
import { createFactories } from './factories';
import { runAdminStatement } from './test-database';

/** Where a test's server process keeps its data. */
export interface ServerTarget {
  /** DATABASE_URL for the server; '' selects SQLite in DATA_DIR. */
  databaseUrl: string;
  dataDir: string;
  dispose(): Promise<void>;
}

/** A fresh SQLite directory, or with `postgresUrl` a fresh PostgreSQL database beside it (the server uses its public schema). */
export async function freshServerTarget(label: string, postgresUrl: string | undefined): Promise<ServerTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `stay-${label}-`));
  if (!postgresUrl) return { databaseUrl: '', dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  const name = safeIdentifier(`stay_${label}_${randomBytes(6).toString('hex')}`);
  await runAdminStatement(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    dispose: async () => {
      await runAdminStatement(postgresUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates the target, saves the default settings and answers what `seed` adds (tokens signed with the test secret). */
export async function seedServerTarget<T>(target: ServerTarget, seed: (tools: { db: Db; factories: ReturnType<typeof createFactories> }) => Promise<T>): Promise<T> {
  const { db } = createDb({ databaseUrl: target.databaseUrl || undefined, dataDir: target.dataDir });
  try {
    await migrateToLatest(db);
    const factories = createFactories({ db, accessTokens: createAccessTokens(TEST_JWT_SECRET, 3600) });
    await factories.settings();
    return await seed({ db, factories });
  } finally {
    await db.destroy();
  }
}
