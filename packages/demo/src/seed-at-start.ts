import type { Config, Db } from '@stay/server/start-server';
import { hasAnyAccount } from '@stay/server/seeding';
import { seedFullDemo } from './seed-full-demo';
import { seedLargeDemo } from './seed-large';

/** SEED_DEMO=auto seeds a fresh database (one without any account); true always (idempotent); false never. */
async function shouldSeed(config: Config, db: Db): Promise<boolean> {
  if (config.seedDemo === 'true') return true;
  if (config.seedDemo === 'false') return false;
  return !(await hasAnyAccount(db));
}

/** The seeding at start-up as SEED_DEMO asks: run inside the startup lock, before the server listens. */
export async function seedAtStart(db: Db, config: Config): Promise<void> {
  if (config.seedDemo === 'large') await seedLargeDemo(db, { scale: config.seedLargeScale, history: config.seedLargeHistory });
  else if (await shouldSeed(config, db)) await seedFullDemo(db, { dataDir: config.dataDir });
}
