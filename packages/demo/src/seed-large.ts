import { performance } from 'node:perf_hooks';
import {
  suiteBulkTables,
  analyzeTables,
  catalogueBulkTables,
  chatBulkTables,
  complaintBulkTables,
  dropForeignKeys,
  dropSecondaryIndexes,
  enlargePageCache,
  foldWriteAheadLog,
  hashPassword,
  identityBulkTables,
  locationExists,
  locationsBulkTable,
  orderBulkTables,
  paymentsBulkTable,
  ratingsBulkTable,
  reservationBulkTables,
  restoreForeignKeys,
  restoreIndexes,
  restorePageCache,
  syncNumberSequences,
  type Db,
} from '@stay/server/seeding';
import { DEMO_LOCATION, DEMO_PASSWORD } from './demo-data';
import { seedFullDemo } from './seed-full-demo';
import { seedLargeChats, type LargeChatsCounts } from './seed-large-chats';
import { LargeClock } from './seed-large-clock';
import { LARGE_DATASET_MARKER_LOCATION, largeCounts, largeWindow, seededRandom } from './seed-large-data';
import { seedLargeFeedback, type LargeFeedbackCounts } from './seed-large-feedback';
import { seedLargeOrders, type LargeOrdersCounts } from './seed-large-orders';
import { seedLargeStays, type LargeStaysCounts } from './seed-large-stays';

export interface SeedLargeOptions {
  /** 1: the full dataset (50,000 reservations, 1,000,000 messages); 0.1: a tenth. */
  scale?: number;
  /** 1: the three years; 0.1: a tenth of them around the same day (the same parks, suites and staff). */
  history?: number;
  /** A precomputed argon2id hash of the demo password (tests reuse one). */
  passwordHash?: string;
  now?: Date;
  log?: (line: string) => void;
}

export type LargeSeedCounts = LargeStaysCounts & LargeChatsCounts & LargeOrdersCounts & LargeFeedbackCounts;

/** Tables the large seed numbers itself; PostgreSQL's sequences move past them afterwards. */
const NUMBERED_TABLES = [
  chatBulkTables.chats, chatBulkTables.messages, orderBulkTables.orders, orderBulkTables.deliveries, paymentsBulkTable, complaintBulkTables.complaints,
  complaintBulkTables.notes, catalogueBulkTables.productOptions,
];
/** The big tables: loaded without their secondary indexes (built afterwards) and, on PostgreSQL, per-row foreign key checks. */
const LOADED_TABLES = [
  reservationBulkTables.reservations, suiteBulkTables.reservationSuites, identityBulkTables.guests, identityBulkTables.accounts,
  reservationBulkTables.reservationGuests, chatBulkTables.chats, chatBulkTables.members, chatBulkTables.messages, chatBulkTables.readState,
  orderBulkTables.orders, orderBulkTables.deliveries, paymentsBulkTable, orderBulkTables.paymentCredits, complaintBulkTables.complaints,
  complaintBulkTables.notes, ratingsBulkTable,
];
const FILLED_TABLES = [
  locationsBulkTable, identityBulkTables.staffMembers, identityBulkTables.accounts, suiteBulkTables.accommodations, reservationBulkTables.reservations,
  suiteBulkTables.reservationSuites, identityBulkTables.guests, reservationBulkTables.reservationGuests, chatBulkTables.members,
  chatBulkTables.readState, orderBulkTables.paymentCredits, ratingsBulkTable, catalogueBulkTables.products, catalogueBulkTables.categories,
  ...NUMBERED_TABLES,
];

/** Whether the large dataset is in the database (it is written in one transaction: all of it or nothing). */
export function hasLargeDataset(db: Db): Promise<boolean> {
  return locationExists(db, LARGE_DATASET_MARKER_LOCATION);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** CPU seconds of this process since `since` (the wall time above also counts waiting for a busy machine). */
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return `${((user + system) / 1e6).toFixed(1)} s`;
};

/**
 * The large dataset of a big operator on top of the demo data: five parks (the demo park first), 2,000 suites, 50,000
 * reservations over three years, 10,000 chats with 1,000,000 messages, 100,000 orders, complaints and ratings (at
 * scale 1). Written in one transaction with bulk inserts; answers undefined when the database holds it already.
 */
export async function seedLargeDataset(db: Db, options: SeedLargeOptions = {}): Promise<LargeSeedCounts | undefined> {
  const log = options.log ?? console.log;
  const scale = options.scale ?? 1;
  const history = options.history ?? 1;
  if (await hasLargeDataset(db)) {
    log('Large dataset: already in the database, not seeded again');
    return undefined;
  }
  if (!(await locationExists(db, DEMO_LOCATION.id))) throw new Error('Large dataset: seed the demo data first (its park is the first of five)');
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const counts = largeCounts(scale, history);
  const window = largeWindow(history);
  log(
    `Large dataset (scale ${scale}, history ${history}): seeding the reservations that begin from day ${window.firstDay} to day ${window.lastDay} ` +
      `(of ${counts.reservations.toLocaleString('en')} over three years), ${counts.chats.toLocaleString('en')} chats with ` +
      `${counts.messages.toLocaleString('en')} messages and ${counts.orders.toLocaleString('en')} orders`,
  );
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const clock = new LargeClock(options.now ?? new Date());
  const random = seededRandom(13_2025);

  const pageCache = await enlargePageCache(db);
  let result: LargeSeedCounts;
  try {
    result = await db.transaction().execute(async (trx): Promise<LargeSeedCounts> => {
      const foreignKeys = await dropForeignKeys(trx, LOADED_TABLES);
      const indexes = await dropSecondaryIndexes(trx, LOADED_TABLES);
      const { world, counts: stays } = await seedLargeStays(trx, { counts, clock, window, random, passwordHash });
      log(
        `Large dataset: ${stays.locations} parks, ${stays.staff} staff, ${stays.suites} suites, ${stays.reservations} reservations, ` +
          `${stays.guests} guests with an account (${seconds(started)})`,
      );
      const chats = await seedLargeChats(trx, counts, world, (line) => log(`${line} (${seconds(started)})`));
      log(`Large dataset: ${chats.chats} chats, ${chats.members} members, ${chats.messages} messages, ${chats.readMarks} read marks (${seconds(started)})`);
      const orders = await seedLargeOrders(trx, counts, world);
      log(`Large dataset: ${orders.orders} orders, ${orders.deliveries} deliveries, ${orders.payments} payments (${seconds(started)})`);
      const feedback = await seedLargeFeedback(trx, counts, world);
      log(`Large dataset: ${feedback.complaints} complaints with ${feedback.notes} notes, ${feedback.ratings} ratings (${seconds(started)})`);
      await restoreIndexes(trx, indexes);
      await restoreForeignKeys(trx, foreignKeys);
      log(`Large dataset: ${indexes.length} indexes built, ${foreignKeys.length} foreign keys checked (${seconds(started)})`);
      await syncNumberSequences(trx, NUMBERED_TABLES);
      return { ...stays, ...chats, ...orders, ...feedback };
    });
  } finally {
    await restorePageCache(db, pageCache);
  }
  await analyzeTables(db, FILLED_TABLES);
  await foldWriteAheadLog(db);
  log(`Large dataset: done in ${seconds(started)} (${cpuSeconds(startedCpu)} of CPU in this process)`);
  return result;
}

/** SEED_DEMO=large at start-up: the demo data and then the large dataset, once (a database that has it is left alone). */
export async function seedLargeDemo(db: Db, options: SeedLargeOptions = {}): Promise<void> {
  if (await hasLargeDataset(db)) {
    (options.log ?? console.log)('Large dataset: already in the database, not seeded again');
    return;
  }
  await seedFullDemo(db);
  await seedLargeDataset(db, options);
}
