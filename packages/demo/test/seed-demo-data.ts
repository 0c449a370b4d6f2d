import { hashPassword, type Db } from '@stay/server/seeding';
import { DEMO_PASSWORD } from '../src/demo-data';
import { seedDemo } from '../src/seed-demo';

let demoPasswordHash: Promise<string> | undefined;

/** The demo seed as a suite's `seed` (describeEachDialect): the demo password is hashed once per test file. */
export async function seedDemoData(db: Db): Promise<void> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  await seedDemo(db, { passwordHash: await demoPasswordHash, log: () => {} });
}
