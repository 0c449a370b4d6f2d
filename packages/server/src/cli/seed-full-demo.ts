import type { Db } from '../db/database';
import { seedDemo } from './seed-demo';
import { seedDemoBookings } from './seed-demo-bookings';
import { seedDemoChats } from './seed-demo-chats';
import { seedDemoComplaints } from './seed-demo-complaints';
import { seedDemoSuites } from './seed-demo-suites';

/**
 * Everything `npm start` shows on first start: people, stays, suite devices, chats, complaints and availability, and
 * the park's bookings for the staff's reservation lists.
 * Each part reads what the one before it created, so the order matters.
 */
export async function seedFullDemo(db: Db): Promise<void> {
  await seedDemo(db);
  await seedDemoSuites(db);
  await seedDemoChats(db);
  await seedDemoComplaints(db);
  // Last: the earlier parts go over the location's reservations, and these bookings must not change what they seed.
  await seedDemoBookings(db);
}
