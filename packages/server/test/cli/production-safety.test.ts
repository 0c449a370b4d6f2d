import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrations';
import { createStaffAccount } from '../../src/modules/identity';
import { describeEachDialect } from '../support';
import { startServerProcess } from '../support/server-process';
import { refuseDemoAccounts } from '../../src/cli/production-safety';

describeEachDialect('production start check', (context) => {
  it('accepts a database without demo accounts', async () => {
    await context.factories.staff({ role: 'MANAGEMENT', locationId: null, email: 'manager@park.example' });
    await expect(refuseDemoAccounts(context.db)).resolves.toBeUndefined();
  });

  it('refuses a database holding a demo or large-dataset account, naming it', async () => {
    await context.factories.staff({ role: 'MANAGEMENT', locationId: null, email: 'guide.br.01@large.stay' });
    await expect(refuseDemoAccounts(context.db)).rejects.toThrow(/demo accounts .*guide\.br\.01@large\.stay/);
  });
});

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function seededDataDir(emails: readonly string[]): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stay-production-'));
  dataDirs.push(dataDir);
  const { db } = createDb({ databaseUrl: undefined, dataDir });
  await migrateToLatest(db);
  for (const email of emails) {
    const member = { email, role: 'MANAGEMENT', firstname: 'Mia', surname: 'Manager', passwordHash: 'x', locationId: null, workgroup: null, erpUid: null } as const;
    await createStaffAccount(db, member);
  }
  await db.destroy();
  return dataDir;
}

/** Production on the rehearsal test PSP: Mollie's own checks at start have their tests in platform/payments. */
const PRODUCTION = { NODE_ENV: 'production', ALLOW_TEST_PSP: 'true', SEED_DEMO: '' };

it('a production server refuses to start without a Mollie key, in one line', async () => {
  const dataDir = await seededDataDir([]);
  const start = startServerProcess({ ...PRODUCTION, ALLOW_TEST_PSP: '', DATA_DIR: dataDir });
  await expect(start).rejects.toThrow(/exited before listening:\nConfiguration error: MOLLIE_API_KEY must be set with NODE_ENV=production[^\n]*\n?$/);
});

it('a production server refuses demo seeding, in one line', async () => {
  const dataDir = await seededDataDir([]);
  const start = startServerProcess({ ...PRODUCTION, SEED_DEMO: 'auto', DATA_DIR: dataDir });
  await expect(start).rejects.toThrow(/Configuration error: SEED_DEMO=auto seeds demo accounts/);
});

it('a production server refuses a database with demo accounts and starts on one without', async () => {
  const refused = startServerProcess({ ...PRODUCTION, DATA_DIR: await seededDataDir(['management@demo.stay', 'owner@park.example']) });
  await expect(refused).rejects.toThrow(/Configuration error: the database holds demo accounts with the published password \(management@demo\.stay\)/);

  const server = await startServerProcess({ ...PRODUCTION, DATA_DIR: await seededDataDir(['owner@park.example']) });
  try {
    const response = await fetch(`${server.baseUrl}/api/auth/check`);
    expect(response.status).toBe(401);
    expect(server.output()).not.toContain('Demo logins');
  } finally {
    await server.kill('SIGTERM');
  }
});
