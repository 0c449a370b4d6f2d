import type { Db } from '../db/database';
import { seedDemo } from './seed-demo';
import { seedDemoChats } from './seed-demo-chats';
import { seedDemoSuites } from './seed-demo-suites';

/**
 * Everything `npm start` shows on first start: people, stays, suite devices and chats.
 * Each part reads what the one before it created, so the order matters.
 */
export async function seedFullDemo(db: Db): Promise<void> {
  await seedDemo(db);
  await seedDemoSuites(db);
  await seedDemoChats(db);
}
