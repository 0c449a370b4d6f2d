import { APP_LANGUAGES, type AppLanguage, type WeblinkCategoryKind } from '@stay/contract';
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
  nameDe: string;
  nameFr: string;
  kind: WeblinkCategoryKind;
  icon: string;
}

/** A text in the four languages. */
type InLanguages = Record<AppLanguage, string>;

interface DemoLink {
  key: string;
  category: string;
  title: InLanguages | string;
  url: string;
  description: InLanguages | string;
  icon: string;
  language: AppLanguage | null;
  assetcode?: string;
}

const DEMO_WEBLINK_CATEGORIES: readonly DemoCategory[] = [
  { key: 'arrival', name: 'Arrival & departure', nameNl: 'Aankomst & vertrek', nameDe: 'Anreise & Abreise', nameFr: 'Arrivée et départ', kind: 'faq', icon: 'key-outline' },
  { key: 'park', name: 'In the park', nameNl: 'In het park', nameDe: 'Im Park', nameFr: 'Dans le parc', kind: 'faq', icon: 'help-circle-outline' },
  { key: 'nature', name: 'Beach & nature', nameNl: 'Strand & natuur', nameDe: 'Strand & Natur', nameFr: 'Plage et nature', kind: 'gem', icon: 'sunny-outline' },
  { key: 'eating-out', name: 'Eating out', nameNl: 'Uit eten', nameDe: 'Essen gehen', nameFr: 'Sortir manger', kind: 'gem', icon: 'restaurant-outline' },
  { key: 'manuals', name: 'Manuals', nameNl: 'Handleidingen', nameDe: 'Anleitungen', nameFr: 'Modes d’emploi', kind: 'other', icon: 'book-outline' },
];

type Page = { title: string; path: string; description: string };

/** One topic in the four languages: a link per language in the same category, each to the park's page in it. */
const inEveryLanguage = (key: string, category: string, icon: string, pages: Record<AppLanguage, Page>): DemoLink[] =>
  APP_LANGUAGES.map((language) => ({
    key: `${key}-${language}`,
    category,
    icon,
    language,
    title: pages[language].title,
    url: `${SITE}/${language}/${pages[language].path}`,
    description: pages[language].description,
  }));

const DEMO_WEBLINKS: readonly DemoLink[] = [
  ...inEveryLanguage('check-in', 'arrival', 'time-outline', {
    en: { title: 'Check-in and check-out', path: 'faq/check-in', description: 'Your suite is ready from {checkIn}; please leave it by {checkOut}.' },
    nl: { title: 'Inchecken en uitchecken', path: 'faq/inchecken', description: 'Je suite is klaar vanaf {checkIn}; vertrek uiterlijk om {checkOut}.' },
    de: { title: 'An- und Abreise', path: 'faq/anreise', description: 'Deine Suite ist ab {checkIn} bereit; bitte verlass sie bis {checkOut}.' },
    fr: { title: 'Arrivée et départ', path: 'faq/arrivee', description: 'Votre suite est prête dès {checkIn} ; merci de la libérer avant {checkOut}.' },
  }),
  ...inEveryLanguage('pets', 'arrival', 'paw-outline', {
    en: { title: 'Staying with your dog', path: 'faq/pets', description: 'Dogs are welcome in the pet-friendly suites, on a lead in the park.' },
    nl: { title: 'Verblijven met je hond', path: 'faq/huisdieren', description: 'Honden zijn welkom in de huisdiervriendelijke suites, aangelijnd in het park.' },
    de: { title: 'Urlaub mit Hund', path: 'faq/hunde', description: 'Hunde sind in den tierfreundlichen Suites willkommen, im Park an der Leine.' },
    fr: { title: 'Séjourner avec votre chien', path: 'faq/chiens', description: 'Les chiens sont les bienvenus dans les suites adaptées, tenus en laisse dans le parc.' },
  }),
  ...inEveryLanguage('wifi', 'park', 'wifi-outline', {
    en: { title: 'Wi-Fi', path: 'faq/wifi', description: 'Connect to "Duinpark Guest"; the password is in your welcome letter.' },
    nl: { title: 'Wifi', path: 'faq/wifi', description: 'Verbind met "Duinpark Guest"; het wachtwoord staat in je welkomstbrief.' },
    de: { title: 'WLAN', path: 'faq/wlan', description: 'Verbinde dich mit „Duinpark Guest“; das Passwort steht in deinem Willkommensbrief.' },
    fr: { title: 'Wi-Fi', path: 'faq/wifi', description: 'Connectez-vous à « Duinpark Guest » ; le mot de passe figure dans votre lettre de bienvenue.' },
  }),
  ...inEveryLanguage('waste', 'park', 'trash-outline', {
    en: { title: 'Waste and recycling', path: 'faq/waste', description: 'Sort glass, paper and plastic at the containers by the reception.' },
    nl: { title: 'Afval scheiden', path: 'faq/afval', description: 'Scheid glas, papier en plastic bij de containers naast de receptie.' },
    de: { title: 'Müll und Recycling', path: 'faq/muell', description: 'Glas, Papier und Plastik trennst du an den Containern neben der Rezeption.' },
    fr: { title: 'Déchets et tri', path: 'faq/dechets', description: 'Triez le verre, le papier et le plastique dans les conteneurs près de la réception.' },
  }),
  ...inEveryLanguage('sauna', 'park', 'flame-outline', {
    en: { title: 'Sauna opening hours', path: 'faq/sauna', description: 'Open daily from 10:00 to 22:00; book a private slot at the reception.' },
    nl: { title: 'Openingstijden sauna', path: 'faq/sauna', description: 'Dagelijks open van 10:00 tot 22:00; reserveer een privémoment bij de receptie.' },
    de: { title: 'Öffnungszeiten der Sauna', path: 'faq/sauna', description: 'Täglich von 10:00 bis 22:00 geöffnet; private Zeiten buchst du an der Rezeption.' },
    fr: { title: 'Horaires du sauna', path: 'faq/sauna', description: 'Ouvert tous les jours de 10h00 à 22h00 ; réservez un créneau privé à la réception.' },
  }),
  ...inEveryLanguage('beach', 'nature', 'umbrella-outline', {
    en: { title: 'The beach', path: 'tips/beach', description: 'A ten-minute walk through the dunes, with a lifeguard in summer.' },
    nl: { title: 'Het strand', path: 'tips/strand', description: 'Tien minuten lopen door de duinen, met strandwacht in de zomer.' },
    de: { title: 'Der Strand', path: 'tips/strand', description: 'Zehn Minuten zu Fuß durch die Dünen, im Sommer mit Rettungsschwimmern.' },
    fr: { title: 'La plage', path: 'tips/plage', description: 'À dix minutes à pied à travers les dunes, surveillée en été.' },
  }),
  ...inEveryLanguage('cycling', 'nature', 'bicycle-outline', {
    en: { title: 'Cycling routes', path: 'tips/cycling', description: 'Three signposted routes from the park, from 15 to 45 km.' },
    nl: { title: 'Fietsroutes', path: 'tips/fietsen', description: 'Drie bewegwijzerde routes vanaf het park, van 15 tot 45 km.' },
    de: { title: 'Radtouren', path: 'tips/radfahren', description: 'Drei ausgeschilderte Touren ab dem Park, von 15 bis 45 km.' },
    fr: { title: 'Itinéraires à vélo', path: 'tips/velo', description: 'Trois circuits balisés au départ du parc, de 15 à 45 km.' },
  }),
  ...inEveryLanguage('restaurants', 'eating-out', 'restaurant-outline', {
    en: { title: 'Restaurants nearby', path: 'tips/restaurants', description: 'Our favourite places to eat in the village and on the beach.' },
    nl: { title: 'Restaurants in de buurt', path: 'tips/restaurants', description: 'Onze favoriete adressen in het dorp en op het strand.' },
    de: { title: 'Restaurants in der Nähe', path: 'tips/restaurants', description: 'Unsere Lieblingsadressen im Dorf und am Strand.' },
    fr: { title: 'Restaurants à proximité', path: 'tips/restaurants', description: 'Nos adresses préférées au village et sur la plage.' },
  }),
];

/** The device manuals of each suite (not the parking places), tied to the suite by its id as asset code; one page for every language. */
const suiteManuals = (suites: readonly { id: string; name: string }[]): DemoLink[] =>
  suites
    .filter((suite) => suite.name.startsWith('Suite '))
    .flatMap((suite) => [
      {
        key: `${suite.id}-thermostat`,
        category: 'manuals',
        title: {
          en: `Thermostat manual (${suite.name})`,
          nl: `Handleiding thermostaat (${suite.name})`,
          de: `Anleitung Thermostat (${suite.name})`,
          fr: `Mode d’emploi du thermostat (${suite.name})`,
        },
        url: `${SITE}/manuals/thermostat.pdf`,
        description: {
          en: 'Setting the temperature and the night mode.',
          nl: 'De temperatuur en de nachtstand instellen.',
          de: 'Temperatur und Nachtmodus einstellen.',
          fr: 'Régler la température et le mode nuit.',
        },
        icon: 'thermometer-outline',
        language: null,
        assetcode: suite.id,
      },
      {
        key: `${suite.id}-lock`,
        category: 'manuals',
        title: {
          en: `Smart lock manual (${suite.name})`,
          nl: `Handleiding slimme deur (${suite.name})`,
          de: `Anleitung Smart Lock (${suite.name})`,
          fr: `Mode d’emploi de la serrure connectée (${suite.name})`,
        },
        url: `${SITE}/manuals/smart-lock.pdf`,
        description: {
          en: 'Opening the door with the app and with the keypad.',
          nl: 'De deur openen met de app en met het codeslot.',
          de: 'Die Tür mit der App und mit dem Tastenfeld öffnen.',
          fr: 'Ouvrir la porte avec l’application et avec le clavier.',
        },
        icon: 'lock-closed-outline',
        language: null,
        assetcode: suite.id,
      },
    ]);

/** A text's columns: English and the other languages (null for a text written once for every language). */
function columns<Field extends string>(field: Field, text: InLanguages | string, transform: (value: string) => string = (value) => value) {
  const all: InLanguages = typeof text === 'string' ? { en: text, nl: text, de: text, fr: text } : text;
  const only = typeof text === 'string';
  return {
    [field]: transform(all.en),
    [`${field}_nl`]: only ? null : transform(all.nl),
    [`${field}_de`]: only ? null : transform(all.de),
    [`${field}_fr`]: only ? null : transform(all.fr),
  } as { [K in Field]: string } & { [K in `${Field}_${'nl' | 'de' | 'fr'}`]: string | null };
}

export interface SeedDemoWeblinksOptions {
  now?: Date;
  log?: (line: string) => void;
  /** The locations to fill; the demo location by default. */
  locationIds?: readonly string[];
}

/**
 * The demo park's web links: FAQ categories (arrival and departure with check-in and pets; the park with Wi-Fi,
 * waste and sauna) and local tips (beach, cycling routes, restaurants), each in English, Dutch, German and French,
 * and the device manuals of the suites (one page, its title and description in the four languages). Idempotent: a category or link that is already there (by its id) is left as it is.
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
          name_de: category.nameDe,
          name_fr: category.nameFr,
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
          ...columns('title', link.title),
          url: link.url,
          ...columns('description', link.description, withDemoTimes),
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
