import { type Db } from '@stay/server/seeding';
import { seedDemo } from './seed-demo';
import { seedDemoAnnouncements } from './seed-demo-announcements';
import { seedDemoBookings } from './seed-demo-bookings';
import { seedDemoCatalogue } from './seed-demo-catalogue';
import { seedDemoDoorKeys } from './seed-demo-door-keys';
import { seedDemoChats } from './seed-demo-chats';
import { seedDemoClimate } from './seed-demo-climate';
import { seedDemoComplaints } from './seed-demo-complaints';
import { seedDemoGuidePortraits } from './seed-demo-guide-portraits';
import { seedDemoOrders } from './seed-demo-orders';
import { seedDemoRatings } from './seed-demo-ratings';
import { seedDemoSavedReplies } from './seed-demo-saved-replies';
import { seedDemoSuites } from './seed-demo-suites';
import { seedDemoWeblinks } from './seed-demo-weblinks';

/**
 * Everything `npm start` shows on first start: people, stays, the guides' portraits (given `dataDir`), suite devices, chats, complaints and availability, and
 * the park's bookings for the staff's reservation lists.
 * Each part reads what the one before it created, so the order matters.
 */
export async function seedFullDemo(db: Db, options: { dataDir?: string } = {}): Promise<void> {
  await seedDemo(db);
  // The guides' portraits are files beside the database: only where the server keeps its data.
  if (options.dataDir !== undefined) await seedDemoGuidePortraits(db, options.dataDir);
  await seedDemoSuites(db);
  // The climate rules and the last week of the suites' setpoints and energy, after the suites they name.
  await seedDemoClimate(db);
  await seedDemoChats(db);
  await seedDemoComplaints(db);
  // The shop before anything that orders from it.
  await seedDemoCatalogue(db);
  // The park's web links: FAQ, tips and the suites' device manuals (by suite id).
  await seedDemoWeblinks(db);
  // The park's house rules, welcome and Services note, accepted by every demo guest but the new arrival.
  await seedDemoAnnouncements(db);
  // The staff's saved replies: shared ones in four languages and one of the guide's own.
  await seedDemoSavedReplies(db);
  // Orders after the shop they are priced from (the main guest's placed e-bike order makes its rental).
  await seedDemoOrders(db);
  // Ratings of past stays over the last months, with those stays' placed orders for the sales challenge.
  await seedDemoRatings(db);
  // Last: the earlier parts go over the location's reservations, and these bookings must not change what they seed.
  await seedDemoBookings(db);
  // Door keys, today's check-outs and housekeeping go over the bookings' guests and suites.
  await seedDemoDoorKeys(db);
}
