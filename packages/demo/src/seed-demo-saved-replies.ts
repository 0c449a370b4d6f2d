import type { SavedReplyText } from '@stay/contract';
import { type Db, findSavedReplyIds, insertSavedReply, locationExists } from '@stay/server/seeding';
import { DEMO_LOCATION, DEMO_STAFF_MEMBERS } from './demo-data';

interface DemoSavedReply {
  key: string;
  title: string;
  shortcut: string;
  text: SavedReplyText;
  /** The staff member whose own reply it is; shared with the location when absent. */
  employeeId?: string;
}

const GUIDE_ID = DEMO_STAFF_MEMBERS.find((member) => member.role === 'GUIDE')?.id ?? 'demo-employee-guide';

/** Shared replies in all four languages, and one of the guide's own in English and Dutch only (German and French missing). */
export const DEMO_SAVED_REPLIES: readonly DemoSavedReply[] = [
  {
    key: 'welcome',
    title: 'Welcome',
    shortcut: 'welcome',
    text: {
      en: "Hi {firstname}, welcome to {suite}! I'm {guide}, your guide during your stay. Just send me a message if there's anything I can do for you.",
      nl: 'Hoi {firstname}, welkom in {suite}! Ik ben {guide}, je gids tijdens je verblijf. Stuur me gerust een bericht als ik iets voor je kan doen.',
      de: 'Hallo {firstname}, willkommen in {suite}! Ich bin {guide}, dein Guide während deines Aufenthalts. Schreib mir einfach, wenn ich etwas für dich tun kann.',
      fr: "Bonjour {firstname}, bienvenue à {suite} ! Je suis {guide}, votre guide pendant votre séjour. N'hésitez pas à m'écrire si je peux faire quoi que ce soit pour vous.",
    },
  },
  {
    key: 'checkout',
    title: 'Checkout reminder',
    shortcut: 'checkout',
    text: {
      en: 'Hi {firstname}, a small reminder: checkout is {checkout}. You can simply leave the key in {suite}. Have a safe trip home!',
      nl: 'Hoi {firstname}, een kleine herinnering: uitchecken is {checkout}. Je kunt de sleutel gewoon in {suite} laten liggen. Goede reis naar huis!',
      de: 'Hallo {firstname}, eine kleine Erinnerung: Check-out ist {checkout}. Den Schlüssel kannst du einfach in {suite} liegen lassen. Gute Heimreise!',
      fr: 'Bonjour {firstname}, petit rappel : le départ est prévu {checkout}. Vous pouvez simplement laisser la clé dans {suite}. Bon retour !',
    },
  },
  {
    key: 'towels',
    title: 'Fresh towels on their way',
    shortcut: 'towels',
    text: {
      en: 'Hi {firstname}, fresh towels are on their way to {suite}. They will be there within the hour.',
      nl: 'Hoi {firstname}, er zijn schone handdoeken onderweg naar {suite}. Binnen een uur zijn ze er.',
      de: 'Hallo {firstname}, frische Handtücher sind auf dem Weg zu {suite}. In spätestens einer Stunde sind sie da.',
      fr: 'Bonjour {firstname}, des serviettes propres sont en route vers {suite}. Elles seront là dans l’heure.',
    },
  },
  {
    key: 'thanks',
    title: 'You are welcome',
    shortcut: 'thanks',
    text: {
      en: "You're welcome, {firstname}! Enjoy the rest of your stay.",
      nl: 'Graag gedaan, {firstname}! Geniet nog van je verblijf.',
      de: 'Gern geschehen, {firstname}! Genieß noch deinen Aufenthalt.',
      fr: 'Avec plaisir, {firstname} ! Profitez bien de la suite de votre séjour.',
    },
  },
  {
    key: 'bike-route',
    title: 'Dune cycling route',
    shortcut: 'bikes',
    employeeId: GUIDE_ID,
    text: {
      en: 'Hi {firstname}, the dune route starts right behind {suite}: about 25 km, flat, with a pancake stop halfway. Enjoy!',
      nl: 'Hoi {firstname}, de duinroute begint vlak achter {suite}: zo’n 25 km, vlak, met halverwege een pannenkoekenstop. Veel plezier!',
      de: null,
      fr: null,
    },
  },
];

export interface SeedDemoSavedRepliesOptions {
  now?: Date;
  log?: (line: string) => void;
}

/** The demo park's saved replies (see DEMO_SAVED_REPLIES). Idempotent: a reply already there (by its id) is left as it is. */
export async function seedDemoSavedReplies(db: Db, options: SeedDemoSavedRepliesOptions = {}): Promise<number> {
  const now = (options.now ?? new Date()).toISOString();
  const log = options.log ?? console.log;
  const locationId = DEMO_LOCATION.id;
  if (!(await locationExists(db, locationId))) {
    log(`Demo saved replies: skipped ${locationId} (no such location; seed the demo data first)`);
    return 0;
  }
  let added = 0;
  await db.transaction().execute(async (trx) => {
    const existing = new Set(await findSavedReplyIds(trx, locationId));
    for (const reply of DEMO_SAVED_REPLIES) {
      const id = `${locationId}-saved-reply-${reply.key}`;
      if (existing.has(id)) continue;
      await insertSavedReply(trx, {
        id,
        location_id: locationId,
        employee_id: reply.employeeId ?? null,
        title: reply.title,
        shortcut: reply.shortcut,
        text: reply.text.en,
        text_nl: reply.text.nl,
        text_de: reply.text.de,
        text_fr: reply.text.fr,
        created_at: now,
        updated_at: now,
      });
      added += 1;
    }
  });
  if (added > 0) log(`Demo saved replies: ${added}`);
  return added;
}
