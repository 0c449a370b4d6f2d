import { randomUUID } from 'node:crypto';
import { productImagePath } from '@stay/contract';
import { iso, type LargeClock } from './seed-large-clock';
import {
  FIRST_NAMES,
  GUIDED_SHARE,
  LARGE_FIRST_DAY,
  LARGE_LAST_DAY,
  LARGE_LOCATIONS,
  LARGE_STAFF_PER_LOCATION,
  LARGE_TIME_ZONE,
  LINKED_SHARE,
  SUITE_NAMES,
  SURNAMES,
  pick,
  randomInt,
  type LargeCounts,
  type LargeLocation,
  type LargeWindow,
  type Random,
} from './seed-large-data';
import {
  suiteBulkTables,
  BulkWriter,
  catalogueBulkTables,
  identityBulkTables,
  linkMainGuests,
  listLocationStaffMembers,
  locationExists,
  locationsBulkTable,
  reservationBulkTables,
  type DbOrTrx,
} from '@stay/server/seeding';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './seed-demo-catalogue-data';
import { DEMO_STAY_TIMES } from './demo-stay-times';

/** A staff member of a park, as the chats, orders and complaints of the large seed need them. */
export interface LargeStaff {
  id: string;
  firstname: string;
  role: string;
  workgroup: string | null;
}

export interface LargeParkStaff {
  guides: LargeStaff[];
  support: LargeStaff[];
  all: LargeStaff[];
}

/** A generated stay; instants in epoch milliseconds, days relative to the seeding day. */
export interface LargeStay {
  id: string;
  locationId: string;
  startDay: number;
  endDay: number;
  startMs: number;
  endMs: number;
  guideId: string | null;
  /** The guest who linked the stay to an account in the app; null: nobody did. */
  guest: { id: string; firstname: string; linkedAtMs: number } | null;
}

export interface LargeWorld {
  clock: LargeClock;
  /** The days the history seeds. */
  window: LargeWindow;
  random: Random;
  staff: ReadonlyMap<string, LargeParkStaff>;
  stays: LargeStay[];
}

const LARGE_GUEST_PREFIX = 'large-person-';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parks that are not there yet (the demo park is), each with the demo shop. */
async function seedParks(trx: DbOrTrx, now: string): Promise<number> {
  const locations = new BulkWriter(trx, locationsBulkTable);
  const categories = new BulkWriter(trx, catalogueBulkTables.categories);
  const products = new BulkWriter(trx, catalogueBulkTables.products);
  const options = new BulkWriter(trx, catalogueBulkTables.productOptions);
  for (const location of LARGE_LOCATIONS) {
    if (await locationExists(trx, location.id)) continue;
    locations.push([location.id, location.name, LARGE_TIME_ZONE]);
    const categoryId = (key: string) => `${location.id}-shop-${key}`;
    for (const [index, category] of DEMO_CATEGORIES.entries()) {
      categories.push([
        categoryId(category.key), location.id, category.name, category.nameNl, category.nameDe, category.nameFr, category.key, category.icon, index, now, now,
      ]);
    }
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      const id = `${location.id}-product-${product.productkey}`;
      products.push([
        id, location.id, product.productkey, categoryId(product.category), product.name, product.nameNl, product.nameDe, product.nameFr, product.description,
        product.descriptionNl, product.descriptionDe, product.descriptionFr,
        productImagePath(product.image), product.priceCents, product.vatRate, product.unit ?? 'PIECE', product.disableAmount ? 1 : 0,
        product.capacity ?? null, product.featured ? 1 : 0, 0, index, now, now,
      ]);
      for (const [position, option] of (product.options ?? []).entries()) {
        options.push([id, option.optionkey, option.name, option.nameNl, option.nameDe, option.nameFr, option.priceCents, position]);
      }
    }
  }
  // Parents before children: the foreign keys are checked row by row.
  for (const writer of [locations, categories, products, options]) await writer.flush();
  return locations.written;
}

/** Guides and support for every park; each can sign in with the demo password (guide.br.03@large.stay). */
async function seedStaff(trx: DbOrTrx, passwordHash: string, now: string): Promise<{ staff: Map<string, LargeParkStaff>; added: number }> {
  const staffMembers = new BulkWriter(trx, identityBulkTables.staffMembers);
  const accounts = new BulkWriter(trx, identityBulkTables.accounts);
  for (const [locationIndex, location] of LARGE_LOCATIONS.entries()) {
    for (const group of LARGE_STAFF_PER_LOCATION) {
      for (let index = 1; index <= group.count; index += 1) {
        const slug = `${group.role === 'GUIDE' ? 'guide' : group.workgroup.toLowerCase()}.${location.code}.${String(index).padStart(2, '0')}`;
        const id = `large-employee-${slug.replaceAll('.', '-')}`;
        const nameIndex = locationIndex * 7 + index + group.count;
        staffMembers.push([
          id, `LGE-${slug}`, FIRST_NAMES[nameIndex % FIRST_NAMES.length]!, SURNAMES[(nameIndex * 3) % SURNAMES.length]!, group.role, group.workgroup,
          location.id, `+31 6 5${String(locationIndex).padStart(2, '0')}${String(nameIndex).padStart(5, '0')}`, group.role === 'GUIDE' ? 1 : 0, 0,
        ]);
        accounts.push([randomUUID(), `${slug}@large.stay`, passwordHash, 1, id, null, now]);
      }
    }
  }
  await staffMembers.flush();
  await accounts.flush();
  const staff = new Map<string, LargeParkStaff>();
  for (const location of LARGE_LOCATIONS) {
    const all = await listLocationStaffMembers(trx, location.id);
    staff.set(location.id, { all, guides: all.filter((member) => member.role === 'GUIDE'), support: all.filter((member) => member.role !== 'GUIDE') });
  }
  return { staff, added: staffMembers.written };
}

/** How many of `total` fall to part `index` of `parts` (the first ones take the remainder). */
const share = (total: number, parts: number, index: number) => Math.floor(total / parts) + (index < total % parts ? 1 : 0);

interface SuiteRef {
  id: string;
  name: string;
  location: LargeLocation;
}

function suitesOf(counts: LargeCounts): SuiteRef[] {
  return LARGE_LOCATIONS.flatMap((location, locationIndex) =>
    Array.from({ length: share(counts.suites, LARGE_LOCATIONS.length, locationIndex) }, (_, index) => ({
      id: `large-suite-${location.code}-${index + 1}`,
      name: `Suite ${SUITE_NAMES[index % SUITE_NAMES.length]} ${Math.floor(index / SUITE_NAMES.length) + 1}`,
      location,
    })),
  );
}

/**
 * Every suite's stays over the three years, one after another without overlap: the suite's share of the three years is
 * cut into equal slots and each stay of 2–7 nights falls somewhere in its slot. Those that begin in the history's window
 * are kept, so a shorter history has the very stays of its days.
 */
function planStays(counts: LargeCounts, suites: readonly SuiteRef[], world: Omit<LargeWorld, 'stays'>) {
  const { clock, random } = world;
  const { firstDay, lastDay } = world.window;
  const span = LARGE_LAST_DAY - LARGE_FIRST_DAY;
  const planned: { stay: LargeStay; suite: SuiteRef; number: number; firstname: string; surname: string }[] = [];
  let number = 0;
  for (const [suiteIndex, suite] of suites.entries()) {
    const stays = share(counts.reservations, suites.length, suiteIndex);
    const slot = span / Math.max(stays, 1);
    const guides = world.staff.get(suite.location.id)?.guides ?? [];
    for (let index = 0; index < stays; index += 1) {
      const nights = Math.max(1, Math.min(randomInt(random, 2, 7), Math.floor(slot) - 1));
      const startDay = LARGE_FIRST_DAY + Math.floor(index * slot + random() * Math.max(0, slot - nights - 1));
      const endDay = startDay + nights;
      number += 1;
      const startMs = clock.at(startDay, DEMO_STAY_TIMES.checkInTime);
      const endMs = clock.at(endDay, DEMO_STAY_TIMES.checkOutTime);
      const guideId = guides.length > 0 && random() < GUIDED_SHARE ? pick(random, guides).id : null;
      const firstname = pick(random, FIRST_NAMES);
      const surname = pick(random, SURNAMES);
      const isLinked = random() < LINKED_SHARE;
      // Linked two weeks before arrival, or lately for a stay that far ahead.
      const linkedAtMs = Math.min(startMs - 14 * DAY_MS, clock.nowMs - randomInt(random, 1, 60) * 60_000 * 24);
      const stay: LargeStay = {
        id: `large-reservation-${suite.location.code}-${number}`,
        locationId: suite.location.id,
        startDay,
        endDay,
        startMs,
        endMs,
        guideId,
        guest: isLinked ? { id: `${LARGE_GUEST_PREFIX}${number}`, firstname, linkedAtMs } : null,
      };
      if (startDay >= firstDay && startDay <= lastDay) planned.push({ stay, suite, number, firstname, surname });
    }
  }
  return planned;
}

export interface LargeStaysCounts {
  locations: number;
  staff: number;
  suites: number;
  reservations: number;
  guests: number;
}

/**
 * The parks, their shops and staff, 2,000 suites and 50,000 stays (at scale 1, those of the window at a shorter history)
 * with the accounts of the guests who linked theirs. Answers the world the later parts (chats, orders, complaints,
 * ratings) build on.
 */
export async function seedLargeStays(
  trx: DbOrTrx,
  options: { counts: LargeCounts; clock: LargeClock; window: LargeWindow; random: Random; passwordHash: string },
): Promise<{ world: LargeWorld; counts: LargeStaysCounts }> {
  const { counts, clock, random, passwordHash } = options;
  const now = clock.now.toISOString();
  const locations = await seedParks(trx, now);
  const { staff, added: staffMembers } = await seedStaff(trx, passwordHash, now);

  const suites = suitesOf(counts);
  const suiteRows = new BulkWriter(trx, suiteBulkTables.accommodations);
  for (const suite of suites) await suiteRows.add([suite.id, suite.name, suite.location.id]);
  await suiteRows.flush();

  const planned = planStays(counts, suites, { clock, window: options.window, random, staff });
  const reservations = new BulkWriter(trx, reservationBulkTables.reservations);
  const held = new BulkWriter(trx, suiteBulkTables.reservationSuites);
  for (const { stay, suite, number, firstname, surname } of planned) {
    const reservationNumber = `LG-${suite.location.code.toUpperCase()}-${String(number).padStart(6, '0')}`;
    const selectedAt = stay.guideId ? Math.min(stay.startMs - 3 * DAY_MS, clock.nowMs - 60_000) : null;
    await reservations.add([
      stay.id, reservationNumber, 30, iso(stay.startMs), iso(stay.endMs), stay.locationId, suite.name, iso(stay.startMs), iso(stay.endMs), stay.guideId,
      selectedAt === null ? null : iso(selectedAt), firstname, surname, `R-LG${number}`, `${firstname} ${surname}`,
      `${firstname.toLowerCase().replace(/[^a-z]/g, '')}.${number}@example.com`, `${1000 + (number % 9000)}${String.fromCharCode(65 + (number % 26), 65 + ((number * 7) % 26))}`,
    ]);
    await held.add([stay.id, suite.id, 0]);
  }
  await reservations.flush();
  await held.flush();

  const guestRows = new BulkWriter(trx, identityBulkTables.guests);
  const accounts = new BulkWriter(trx, identityBulkTables.accounts);
  const guestLinks = new BulkWriter(trx, reservationBulkTables.reservationGuests);
  for (const { stay, number, surname } of planned) {
    if (!stay.guest) continue;
    await guestRows.add([stay.guest.id, `LGP${number}`, stay.guest.firstname, surname, number % 3 === 0 ? `+31 6 4${String(number).padStart(7, '0')}` : null, number % 4 === 0 ? 1 : 0, stay.id]);
  }
  await guestRows.flush();
  // Guests sign in as guest.1@large.stay, guest.2@large.stay, …, numbered without gaps.
  let guestNumber = 0;
  for (const { stay } of planned) {
    if (!stay.guest) continue;
    const linkedAt = iso(stay.guest.linkedAtMs);
    guestNumber += 1;
    await accounts.add([randomUUID(), `guest.${guestNumber}@large.stay`, passwordHash, 1, null, stay.guest.id, linkedAt]);
    await guestLinks.add([stay.id, stay.guest.id, 1, linkedAt]);
  }
  await accounts.flush();
  await guestLinks.flush();
  // The reservation and its guest name each other: the reservation learns its main guest once both are in.
  await linkMainGuests(trx, LARGE_GUEST_PREFIX);

  return {
    world: { clock, window: options.window, random, staff, stays: planned.map(({ stay }) => stay) },
    counts: { locations, staff: staffMembers, suites: suites.length, reservations: reservations.written, guests: guestRows.written },
  };
}
