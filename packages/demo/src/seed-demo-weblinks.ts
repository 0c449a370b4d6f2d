import type { WeblinkCategoryKind, WeblinkLanguage } from '@stay/contract';
import {
  type Db,
  findSuitesAt,
  findWeblinkCategories,
  findWeblinks,
  insertWeblink,
  insertWeblinkCategory,
  locationExists,
} from '@stay/server/seeding';
import { withDemoTimes } from './demo-stay-times';
import { DEMO_LOCATION } from './demo-data';
import { DEMO_SUITES } from './seed-demo-stays-data';

const SITE = 'https://www.duinpark.example';

interface DemoCategory {
  key: string;
  name: string;
  nameNl: string;
  kind: WeblinkCategoryKind;
  icon: string;
}

interface DemoLink {
  key: string;
  category: string;
  title: string;
  url: string;
  description: string;
  icon: string;
  language: WeblinkLanguage | null;
  assetcode?: string;
}

const DEMO_WEBLINK_CATEGORIES: readonly DemoCategory[] = [
  { key: 'arrival', name: 'Arrival & departure', nameNl: 'Aankomst & vertrek', kind: 'faq', icon: 'key-outline' },
  { key: 'park', name: 'In the park', nameNl: 'In het park', kind: 'faq', icon: 'help-circle-outline' },
  { key: 'nature', name: 'Beach & nature', nameNl: 'Strand & natuur', kind: 'gem', icon: 'sunny-outline' },
  { key: 'eating-out', name: 'Eating out', nameNl: 'Uit eten', kind: 'gem', icon: 'restaurant-outline' },
  { key: 'manuals', name: 'Manuals', nameNl: 'Handleidingen', kind: 'other', icon: 'book-outline' },
];

/** One topic in English and Dutch: two links of the same category, each in its own language. */
const bilingual = (
  key: string,
  category: string,
  icon: string,
  en: { title: string; path: string; description: string },
  nl: { title: string; path: string; description: string },
): DemoLink[] => [
  { key: `${key}-en`, category, icon, language: 'en', title: en.title, url: `${SITE}/en/${en.path}`, description: en.description },
  { key: `${key}-nl`, category, icon, language: 'nl', title: nl.title, url: `${SITE}/nl/${nl.path}`, description: nl.description },
];

const DEMO_WEBLINKS: readonly DemoLink[] = [
  ...bilingual(
    'check-in',
    'arrival',
    'time-outline',
    { title: 'Check-in and check-out', path: 'faq/check-in', description: 'Your suite is ready from {checkIn}; please leave it by {checkOut}.' },
    { title: 'Inchecken en uitchecken', path: 'faq/inchecken', description: 'Je suite is klaar vanaf {checkIn}; vertrek uiterlijk om {checkOut}.' },
  ),
  ...bilingual(
    'pets',
    'arrival',
    'paw-outline',
    { title: 'Staying with your dog', path: 'faq/pets', description: 'Dogs are welcome in the pet-friendly suites, on a lead in the park.' },
    { title: 'Verblijven met je hond', path: 'faq/huisdieren', description: 'Honden zijn welkom in de huisdiervriendelijke suites, aangelijnd in het park.' },
  ),
  ...bilingual(
    'wifi',
    'park',
    'wifi-outline',
    { title: 'Wi-Fi', path: 'faq/wifi', description: 'Connect to "Duinpark Guest"; the password is in your welcome letter.' },
    { title: 'Wifi', path: 'faq/wifi', description: 'Verbind met "Duinpark Guest"; het wachtwoord staat in je welkomstbrief.' },
  ),
  ...bilingual(
    'waste',
    'park',
    'trash-outline',
    { title: 'Waste and recycling', path: 'faq/waste', description: 'Sort glass, paper and plastic at the containers by the reception.' },
    { title: 'Afval scheiden', path: 'faq/afval', description: 'Scheid glas, papier en plastic bij de containers naast de receptie.' },
  ),
  ...bilingual(
    'sauna',
    'park',
    'flame-outline',
    { title: 'Sauna opening hours', path: 'faq/sauna', description: 'Open daily from 10:00 to 22:00; book a private slot at the reception.' },
    { title: 'Openingstijden sauna', path: 'faq/sauna', description: 'Dagelijks open van 10:00 tot 22:00; reserveer een privémoment bij de receptie.' },
  ),
  ...bilingual(
    'beach',
    'nature',
    'umbrella-outline',
    { title: 'The beach', path: 'tips/beach', description: 'A ten-minute walk through the dunes, with a lifeguard in summer.' },
    { title: 'Het strand', path: 'tips/strand', description: 'Tien minuten lopen door de duinen, met strandwacht in de zomer.' },
  ),
  ...bilingual(
    'cycling',
    'nature',
    'bicycle-outline',
    { title: 'Cycling routes', path: 'tips/cycling', description: 'Three signposted routes from the park, from 15 to 45 km.' },
    { title: 'Fietsroutes', path: 'tips/fietsen', description: 'Drie bewegwijzerde routes vanaf het park, van 15 tot 45 km.' },
  ),
  ...bilingual(
    'restaurants',
    'eating-out',
    'restaurant-outline',
    { title: 'Restaurants nearby', path: 'tips/restaurants', description: 'Our favourite places to eat in the village and on the beach.' },
    { title: 'Restaurants in de buurt', path: 'tips/restaurants', description: 'Onze favoriete adressen in het dorp en op het strand.' },
  ),
];

/** The device manuals of each suite (not the parking places), tied to the suite by its id as asset code. */
const suiteManuals = (suites: readonly { id: string; name: string }[]): DemoLink[] =>
  suites
    .filter((suite) => suite.name.startsWith('Suite '))
    .flatMap((suite) => [
      {
        key: `${suite.id}-thermostat`,
        category: 'manuals',
        title: `Thermostat manual (${suite.name})`,
        url: `${SITE}/manuals/thermostat.pdf`,
        description: 'Setting the temperature and the night mode.',
        icon: 'thermometer-outline',
        language: null,
        assetcode: suite.id,
      },
      {
        key: `${suite.id}-lock`,
        category: 'manuals',
        title: `Smart lock manual (${suite.name})`,
        url: `${SITE}/manuals/smart-lock.pdf`,
        description: 'Opening the door with the app and with the keypad.',
        icon: 'lock-closed-outline',
        language: null,
        assetcode: suite.id,
      },
    ]);

export interface SeedDemoWeblinksOptions {
  now?: Date;
  log?: (line: string) => void;
  /** The locations to fill; the demo location by default. */
  locationIds?: readonly string[];
}

/**
 * The demo park's web links: FAQ categories (arrival and departure with check-in and pets; the park with Wi-Fi,
 * waste and sauna) and local tips (beach, cycling routes, restaurants), each in English and Dutch, and the device
 * manuals of the suites. Idempotent: a category or link that is already there (by its id) is left as it is.
 */
export async function seedDemoWeblinks(db: Db, options: SeedDemoWeblinksOptions = {}): Promise<{ categories: number; links: number }> {
  const now = (options.now ?? new Date()).toISOString();
  const log = options.log ?? console.log;
  const counts = { categories: 0, links: 0 };
  for (const locationId of options.locationIds ?? [DEMO_LOCATION.id]) {
    if (!(await locationExists(db, locationId))) {
      log(`Demo web links: skipped ${locationId} (no such location; seed the demo data first)`);
      continue;
    }
    await db.transaction().execute(async (trx) => {
      const categoryId = (key: string) => `${locationId}-weblinks-${key}`;
      const existingCategories = new Set((await findWeblinkCategories(trx, locationId)).map((row) => row.id));
      for (const [index, category] of DEMO_WEBLINK_CATEGORIES.entries()) {
        const id = categoryId(category.key);
        if (existingCategories.has(id)) continue;
        await insertWeblinkCategory(trx, {
          id,
          location_id: locationId,
          name: category.name,
          name_nl: category.nameNl,
          kind: category.kind,
          icon: category.icon,
          sort_order: index,
          created_at: now,
          updated_at: now,
        });
        counts.categories += 1;
      }
      const existingLinks = new Set((await findWeblinks(trx, locationId)).map((row) => row.id));
      // The demo stays' suites that are at this location (the bookings' generated suites get none).
      const here = new Set((await findSuitesAt(trx, locationId)).map((suite) => suite.id));
      const suites = DEMO_SUITES.filter((suite) => here.has(suite.id));
      for (const [index, link] of [...DEMO_WEBLINKS, ...suiteManuals(suites)].entries()) {
        const id = `${locationId}-weblink-${link.key}`;
        if (existingLinks.has(id)) continue;
        await insertWeblink(trx, {
          id,
          location_id: locationId,
          category_id: categoryId(link.category),
          title: link.title,
          url: link.url,
          description: withDemoTimes(link.description),
          assetcode: link.assetcode ?? null,
          icon: link.icon,
          language: link.language,
          sort_order: index,
          share_count: 0,
          created_at: now,
          updated_at: now,
        });
        counts.links += 1;
      }
    });
  }
  if (counts.categories + counts.links > 0) log(`Demo web links: ${counts.categories} categories, ${counts.links} links`);
  return counts;
}
