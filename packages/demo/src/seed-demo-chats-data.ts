import { withDemoTimes } from './demo-stay-times';
import { DEMO_GUIDE_IDS } from './seed-demo-stays-data';

/**
 * Demo chat content: conversations in English with a few in Dutch (and the German and French guests' own), generated extra stays so the staff inbox
 * feels real, internal staff chats, suggestions and reminders. Times are relative to the seeding moment.
 */

/** Who says a line: the chat's guest, its guide, a support colleague, or the system. */
export type Speaker = 'guest' | 'guide' | 'cuber' | 'backoffice' | 'management' | 'system';

export interface Line {
  from: Speaker;
  text: string;
}

/** A line as a table row: who says it, then what they say. */
type LineRow = readonly [Speaker, string];
const toLines = (rows: readonly LineRow[]): Line[] => rows.map(([from, text]) => ({ from, text: withDemoTimes(text) }));

/**
 * Message histories; a chat takes one by index. `{guest}` and `{guide}` are replaced by first names when seeded, the
 * park's times (`{checkOut}`, `{lateCheckout}`, …) here.
 */
export const CONVERSATIONS: readonly (readonly Line[])[] = [
  toLines([
    ['guide', 'Welcome to Parc Duinzicht, {guest}! I am {guide}, your guide during your stay. Let me know if you need anything.'],
    ['guest', 'Thank you! We just arrived. The suite looks lovely.'],
    ['guest', 'Is there a bakery nearby for tomorrow morning?'],
    ['guide', 'Bakkerij Kok in the village opens at 7:00, a five minute bike ride. You can also order breakfast through the app, delivered at {breakfast}.'],
    ['guest', 'Breakfast delivery sounds perfect, I will order it in the app.'],
    ['guest', 'Could we get two extra towels as well?'],
  ]),
  toLines([
    ['guide', 'Hoi {guest}, welkom! Ik ben {guide}. Heb je vragen over het park of de omgeving, laat het gerust weten.'],
    ['guest', 'Hoi {guide}, dank je! Kunnen we morgen fietsen huren?'],
    ['guide', 'Zeker, e-bikes en mountainbikes kun je in de app bij Services reserveren. Ze staan vanaf 9:00 klaar bij de receptie.'],
    ['guest', 'Top, we nemen twee e-bikes. Is er een mooie route langs de duinen?'],
    ['guide', 'De Duinroute van 35 km is prachtig, met een stop bij strandpaviljoen De Zeemeeuw. Ik stuur je de kaart.'],
  ]),
  toLines([
    ['guest', 'Hi, the heating in the bedroom does not seem to work.'],
    ['cuber', 'Sorry to hear that, {guest}. Could you check whether the thermostat in the app is set above 18 degrees?'],
    ['guest', 'It is set to 21 but the radiator stays cold.'],
    ['cuber', 'I will send a technician within the hour. Thank you for your patience.'],
    ['cuber', 'The technician has replaced the valve. It should be warm in about 15 minutes.'],
    ['guest', 'It is getting warm already, thanks a lot!'],
  ]),
  toLines([
    ['guest', 'Good morning! Can we check out a bit later on our last day?'],
    ['guide', 'Good morning {guest}! A late checkout until {lateCheckout} is possible for {lateCheckoutPrice}. Shall I arrange it?'],
    ['guest', 'Yes please, that would be great.'],
    ['guide', 'Done, your controls now stay active until {lateCheckout} on your departure day.'],
  ]),
  toLines([
    ['guest', 'We would like to book a table for dinner tonight, somewhere with a view of the sea.'],
    ['guide', 'Strandpaviljoen De Zeemeeuw has a wonderful terrace. For how many people and what time?'],
    ['guest', 'Four people, around 19:00.'],
    ['guide', 'Booked at 19:00 for four under your name. Enjoy the sunset!'],
    ['guest', 'Thanks {guide}!'],
  ]),
  toLines([
    ['guest', 'Hallo, de wifi valt steeds weg in de woonkamer.'],
    ['backoffice', 'Hallo {guest}, vervelend! We hebben het toegangspunt van jullie suite opnieuw gestart. Werkt het nu beter?'],
    ['guest', 'Ja, het is nu stabiel. Bedankt!'],
  ]),
  toLines([
    ['guide', 'Hi {guest}, the weather will be sunny tomorrow: a perfect day for the guided dune walk at 10:00. Would you like to join?'],
    ['guest', 'Yes, count us in! Two adults and one child.'],
    ['guide', 'Lovely, see you at the lighthouse at 10:00. Bring good shoes and some water.'],
    ['guest', 'Is the walk suitable for a six year old?'],
  ]),
  toLines([
    ['guest', 'Our front door lock does not respond in the app.'],
    ['cuber', 'I am on my way to check it. In the meantime you can use the key code on the keypad: it is shown under Suite in the app.'],
    ['cuber', 'The lock had an empty battery. It is replaced and works again.'],
    ['guest', 'Great, thank you for the quick help.'],
  ]),
  toLines([
    ['guest', 'Can we bring our dog? We forgot to mention it when booking.'],
    ['guide', 'Dogs are welcome in suites with a garden. Yours has one, so that is fine. We add a small cleaning fee of €15.'],
    ['guest', 'Perfect, thanks!'],
  ]),
  toLines([
    ['guest', 'We found a lost phone near the playground, where can we bring it?'],
    ['backoffice', 'Thank you so much, {guest}! You can leave it at the reception, or we pick it up at your suite.'],
    ['guest', 'We will drop it off at the reception this afternoon.'],
    ['guest', 'Done, it is at the reception now.'],
  ]),
  toLines([
    ['guest', 'Goedemiddag, is het zwembad vandaag open?'],
    ['guide', 'Goedemiddag {guest}! Het zwembad is open van 9:00 tot 20:00. Om 16:00 is er aquagym.'],
    ['guest', 'Leuk, dan gaan we daarheen.'],
  ]),
  toLines([
    ['guest', 'The groceries were delivered, but the milk is missing.'],
    ['cuber', 'Apologies, {guest}. We bring the milk within 20 minutes and refund the delivery fee.'],
    ['guest', 'Thank you, no problem.'],
    ['guest', 'Could you also add a bottle of orange juice? I will pay in the app.'],
  ]),
];

/** The main demo guest's conversation with Sanne (the e2e journeys and the guest home start here). */
export const MAIN_CONVERSATION: readonly Line[] = toLines([
  ['guide', 'Welcome to Parc Duinzicht, {guest}! I am {guide}, your guide. Ask me anything about the park or the area.'],
  ['guest', 'Hi {guide}! Thank you. Where can we rent bikes?'],
  ['guide', 'The reception rents out e-bikes and mountain bikes; they are ready from 9:00. Shall I reserve two for you?'],
  ['guest', 'Super, dank je wel! We boeken er twee voor morgen.'],
  ['guide', 'Graag gedaan! Tip: de route naar de vuurtoren is prachtig bij zonsondergang.'],
  ['guest', 'Could we leave a bit later on our last day?'],
]);

/**
 * The chats of the demo guests who use German and French, by stay key (seed-demo-stays-data): they write in their
 * language, and their guide (who speaks it) answers in it.
 */
export const GUEST_LANGUAGE_CONVERSATIONS: Readonly<Record<'lukas' | 'camille', readonly Line[]>> = {
  lukas: toLines([
    ['guide', 'Hallo {guest}, willkommen im Parc Duinzicht! Ich bin {guide} und während eures Aufenthalts für euch da. Frag mich gerne alles zum Park oder zur Umgebung.'],
    ['guest', 'Hallo {guide}, danke! Wir sind gut angekommen, die Suite ist wunderschön.'],
    ['guest', 'Hast du einen Tipp für eine Wanderung mit Kindern? Unsere beiden sind 8 und 11.'],
    ['guide', 'Der Dünenpfad zum Leuchtturm ist ideal: 6 km, unterwegs ein Spielplatz und am Ziel ein Strandpavillon mit Pommes. Ich schicke dir die Karte.'],
    ['guest', 'Super, das machen wir morgen. Kann man irgendwo auch Kinderfahrräder leihen?'],
  ]),
  camille: toLines([
    ['guide', 'Bonjour {guest}, bienvenue au Parc Duinzicht ! Je suis {guide}, votre guide pendant le séjour. N’hésitez pas à m’écrire en français.'],
    ['guest', 'Bonjour {guide}, merci ! Nous venons d’arriver, la suite est très agréable.'],
    ['guest', 'Nous aimerions faire une balade à vélo tranquille demain. Que nous conseillez-vous ?'],
    ['guide', 'La route des dunes jusqu’au village est superbe : 15 km de piste cyclable, avec une pause au pavillon de plage De Zeemeeuw. Vous pouvez réserver des vélos électriques dans l’app.'],
    ['guest', 'Parfait, nous en réservons deux pour demain matin. Merci beaucoup !'],
  ]),
};

export const GENERATED_FIRST_NAMES = [
  'Sophie', 'Lucas', 'Julia', 'Levi', 'Tess', 'Milan', 'Sara', 'Jesse', 'Fenna', 'Thijs', 'Nina', 'Ruben',
  'Isa', 'Max', 'Lieke', 'Oliver', 'Hannah', 'Daniel', 'Charlotte', 'James', 'Amélie', 'Lars', 'Zoë', 'Mats',
] as const;

export const GENERATED_SURNAMES = [
  'Janssen', 'de Graaf', 'van Dijk', 'Bos', 'Kuipers', 'Brouwer', 'van Leeuwen', 'Koster', 'Prins', 'Huisman', 'Wolters',
  'Smith', 'Brown', 'Müller', 'Schmidt', 'Dubois', 'van der Berg', 'Veenstra', 'Postma', 'Hoekstra', 'Gerritsen', 'Taylor',
  'Vermeulen', 'Lammers',
] as const;

export const GENERATED_SUITES = [
  'Suite Duinroos 1', 'Suite Duinroos 2', 'Suite Duinroos 5', 'Suite Helmgras 1', 'Suite Helmgras 2', 'Suite Helmgras 3',
  'Suite Strandloper 1', 'Suite Strandloper 2', 'Suite Strandloper 3', 'Suite Zeester 1', 'Suite Zeester 3', 'Suite Zeester 4',
  'Suite Vuurtoren 2', 'Suite Vuurtoren 3', 'Suite Kwartel 1', 'Suite Kwartel 2', 'Suite Kwartel 3', 'Suite Meeuw 1',
  'Suite Meeuw 2', 'Suite Meeuw 3', 'Suite Jutter 1', 'Suite Jutter 2', 'Suite Jutter 3', 'Suite Jutter 4',
] as const;

export const GENERATED_STAY_COUNT = 24;
/** A generated stay's reservation, guest and suite ids (index from 0). */
export const generatedReservationId = (index: number) => `demo-chat-reservation-${String(index + 1).padStart(2, '0')}`;
export const generatedGuestId = (index: number) => `demo-chat-person-${String(index + 1).padStart(2, '0')}`;
export const generatedSuiteIdOf = (name: string) => `demo-accommodation-${name.replace(/^Suite /, '').toLowerCase().replace(/\s+/g, '-')}`;
/** A generated stay arrives this many days from the seeding day (0: today, else in house). */
export const generatedStartDaysOf = (index: number) => -(index % 5);

/** The demo staff by first name (Sanne, Bram and Anouk are guides). */
export const DEMO_STAFF_IDS = {
  ...DEMO_GUIDE_IDS,
  cuber: 'demo-employee-cuber',
  backoffice: 'demo-employee-backoffice',
  management: 'demo-employee-management',
} as const;
type StaffName = keyof typeof DEMO_STAFF_IDS;
type ChatPriority = 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';

export interface InternalChat {
  key: string;
  chatname: string;
  chatpriority: ChatPriority;
  /** Staff member ids; the first is admin. */
  members: readonly string[];
  workgroups: readonly string[];
  lines: readonly { from: string; text: string }[];
}

/** Internal staff chats: key, name, priority, members (the first is admin) and workgroups. */
const INTERNAL_CHAT_ROWS: readonly (readonly [string, string, ChatPriority, readonly StaffName[], readonly string[]])[] = [
  ['housekeeping', 'Housekeeping planning', 'NORMAL', ['cuber', 'backoffice', 'sanne'], ['Housekeeping']],
  ['handover', 'Weekend handover', 'HIGH', ['management', 'backoffice', 'cuber'], []],
  ['guides', 'Guides team', 'NORMAL', ['sanne', 'bram', 'anouk'], ['Guides']],
  ['bikes', 'Bike fleet', 'URGENT', ['backoffice', 'cuber'], []],
];

/** What was said in each internal chat, oldest first: speaker, text. */
const INTERNAL_CHAT_LINES: Readonly<Record<string, readonly (readonly [StaffName, string])[]>> = {
  housekeeping: [
    ['cuber', 'Six departures tomorrow by {checkOut}, so cleaning starts half an hour later.'],
    ['backoffice', 'Duinroos 4 asked for a cot for the next guests, please add it.'],
    ['sanne', 'Strandloper 5 has a late checkout until {lateCheckout}.'],
    ['cuber', 'Noted, Strandloper 5 goes last.'],
  ],
  handover: [
    ['management', 'Reminder: the pool heater is serviced on Saturday between 8:00 and 10:00.'],
    ['backoffice', 'I will send the guests a message in the app tonight.'],
    ['cuber', 'Spare keys for the bike shed are in the office safe.'],
  ],
  guides: [
    ['sanne', 'Wie neemt de duinwandeling van morgen over? Ik heb een afspraak om 10:00.'],
    ['anouk', 'Ik doe hem wel, er zijn zes aanmeldingen.'],
    ['bram', 'Thanks Anouk! I will do the cheese tasting on Thursday.'],
  ],
  bikes: [
    ['backoffice', 'Two e-bikes came back with a flat tyre today.'],
    ['cuber', 'The rental partner picks them up tomorrow morning; we have four spares until then.'],
  ],
};

export const INTERNAL_CHATS: readonly InternalChat[] = INTERNAL_CHAT_ROWS.map(([key, chatname, chatpriority, members, workgroups]) => ({
  key,
  chatname,
  chatpriority,
  members: members.map((name) => DEMO_STAFF_IDS[name]),
  workgroups,
  lines: (INTERNAL_CHAT_LINES[key] ?? []).map(([from, text]) => ({ from: DEMO_STAFF_IDS[from], text: withDemoTimes(text) })),
}));

export const SUGGESTION_ACTIONS = [
  { name: 'Use', color: 'success', icon: 'checkmark-outline', status: 'USED' },
  { name: 'Dismiss', color: 'medium', icon: 'close-outline', status: 'DISMISSED' },
] as const;

/** Which chat a suggestion or reminder belongs to: 'main' for the main demo guest's chat, else a generated stay's index. */
export type DemoChatRef = 'main' | number;

/** A text in English, Dutch, German and French. */
export type DemoText = { en: string; nl: string; de: string; fr: string };

export interface DemoSuggestion {
  id: string;
  chat: DemoChatRef;
  icon: string;
  /** What to do: staff read it in their language. */
  title: DemoText;
  /** The message proposed to the guest: staff get it in the guest's language. */
  text: DemoText;
}

/** Suggestions for staff: id, chat, icon, what to do (title) and the message proposed to the guest (text). */
const SUGGESTION_ROWS: readonly (readonly [string, DemoChatRef, string, DemoText, DemoText])[] = [
  [
    'demo-suggestion-late-checkout', 'main', 'time-outline',
    { en: 'Offer a late checkout', nl: 'Bied een late check-out aan', de: 'Späten Check-out anbieten', fr: 'Proposer un départ tardif' },
    {
      en: 'Good news: you can stay longer on your last day. A late checkout until {lateCheckout} costs {lateCheckoutPrice}. Shall I book it for you?',
      nl: 'Goed nieuws: je kunt op je laatste dag langer blijven. Een late check-out tot {lateCheckout} kost {lateCheckoutPrice}. Zal ik hem voor je boeken?',
      de: 'Gute Nachricht: Du kannst an deinem letzten Tag länger bleiben. Ein später Check-out bis {lateCheckout} kostet {lateCheckoutPrice}. Soll ich ihn für dich buchen?',
      fr: 'Bonne nouvelle : vous pouvez rester plus longtemps le dernier jour. Un départ tardif jusqu’à {lateCheckout} coûte {lateCheckoutPrice}. Souhaitez-vous que je le réserve ?',
    },
  ],
  [
    'demo-suggestion-towels', 0, 'sparkles-outline',
    { en: 'Send extra towels', nl: 'Stuur extra handdoeken', de: 'Extra Handtücher schicken', fr: 'Envoyer des serviettes supplémentaires' },
    {
      en: 'Of course! Housekeeping will bring two extra towels to your suite within the hour.',
      nl: 'Natuurlijk! De schoonmaak brengt binnen het uur twee extra handdoeken naar je suite.',
      de: 'Klar! Das Housekeeping bringt dir innerhalb einer Stunde zwei zusätzliche Handtücher in die Suite.',
      fr: 'Bien sûr ! L’équipe d’entretien vous apporte deux serviettes supplémentaires dans l’heure.',
    },
  ],
  [
    'demo-suggestion-walk', 6, 'walk-outline',
    { en: 'Answer about the dune walk', nl: 'Beantwoord de vraag over de duinwandeling', de: 'Frage zur Dünenwanderung beantworten', fr: 'Répondre au sujet de la balade dans les dunes' },
    {
      en: 'The dune walk is 4 km on flat paths, so it is fine for a six-year-old. Do bring a snack for halfway!',
      nl: 'De duinwandeling is 4 km over vlakke paden, dus prima te doen voor een kind van zes. Neem wel wat lekkers mee voor onderweg!',
      de: 'Die Dünenwanderung ist 4 km lang und flach, also gut machbar für ein sechsjähriges Kind. Nimm einen Snack für unterwegs mit!',
      fr: 'La balade dans les dunes fait 4 km sur des chemins plats : parfaite pour un enfant de six ans. Pensez à prendre un goûter pour la pause !',
    },
  ],
  [
    'demo-suggestion-juice', 11, 'basket-outline',
    { en: 'Add orange juice to the order', nl: 'Voeg jus d’orange toe aan de bestelling', de: 'Orangensaft zur Bestellung hinzufügen', fr: 'Ajouter du jus d’orange à la commande' },
    {
      en: 'I have added orange juice to your groceries; it comes with the rest of your order.',
      nl: 'Ik heb jus d’orange aan je boodschappen toegevoegd; het komt met de rest van je bestelling mee.',
      de: 'Ich habe Orangensaft zu deinen Einkäufen hinzugefügt; er kommt mit dem Rest deiner Bestellung.',
      fr: 'J’ai ajouté du jus d’orange à vos courses ; il sera livré avec le reste de votre commande.',
    },
  ],
];

const withTimes = (text: DemoText): DemoText => ({ en: withDemoTimes(text.en), nl: withDemoTimes(text.nl), de: withDemoTimes(text.de), fr: withDemoTimes(text.fr) });

export const DEMO_SUGGESTIONS: readonly DemoSuggestion[] = SUGGESTION_ROWS.map(([id, chat, icon, title, text]) => ({ id, chat, icon, title, text: withTimes(text) }));

export interface DemoReminder {
  id: string;
  chat: DemoChatRef;
  staffId: string;
  /** Minutes after the seeding moment. */
  inMinutes: number;
  paragraph: string;
}

/** Pending reminders: id, chat, staff member, minutes from now, text. */
const REMINDER_ROWS: readonly (readonly [string, DemoChatRef, StaffName, number, string])[] = [
  ['demo-reminder-towels', 'main', 'sanne', 120, 'Check whether the bikes for tomorrow are booked.'],
  ['demo-reminder-heating', 2, 'cuber', 30, 'Ask whether the heating works well now.'],
];

export const DEMO_REMINDERS: readonly DemoReminder[] = REMINDER_ROWS.map(([id, chat, staff, inMinutes, paragraph]) => ({
  id,
  chat,
  staffId: DEMO_STAFF_IDS[staff],
  inMinutes,
  paragraph,
}));
