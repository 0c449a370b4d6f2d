import type { AppLanguage } from '@stay/contract';
import type { DemoLogin } from './demo-data';
import { DEMO_PASSWORD } from './demo-data';
import { DEMO_STAY_TIMES } from './demo-stay-times';

const { checkInTime: CHECK_IN, checkOutTime: CHECK_OUT, lateCheckoutTime: LATE_CHECKOUT } = DEMO_STAY_TIMES;

/**
 * Demo guests in every reservation state, guides to match and the guide questionnaire. Days and times
 * are relative to the seeding moment, in the demo location's time zone ('HH:mm' local).
 */
export interface DemoStay {
  key: string;
  email: string | null;
  firstname: string;
  surname: string;
  erpUid: string;
  reservationNumber: string;
  status: number;
  start: { days: number; time: string };
  end: { days: number; time: string };
  /** Controls deactivation; defaults to the end. */
  deactivation?: { days: number; time: string };
  guideId: string | null;
  demoMode?: boolean;
  suiteId: string;
  postalCode: string;
  /** What the guest answered to the guide questionnaire. */
  answers?: { label: string; awnser: string }[];
  /** The guest's account language: the app, mails and push texts speak it (English when left out). */
  language?: AppLanguage;
}

export const DEMO_GUIDE_IDS = {
  sanne: 'demo-employee-guide',
  bram: 'demo-employee-guide-bram',
  anouk: 'demo-employee-guide-anouk',
} as const;

/** Guides besides the foundation's Sanne (who gets a profile too). */
export const DEMO_EXTRA_GUIDES = [
  { id: DEMO_GUIDE_IDS.bram, erpUid: '1005', email: 'bram@demo.stay', firstname: 'Bram', surname: 'Meijer', cellphone: '+31 6 1234 5005' },
  { id: DEMO_GUIDE_IDS.anouk, erpUid: '1006', email: 'anouk@demo.stay', firstname: 'Anouk', surname: 'Smits', cellphone: '+31 6 1234 5006' },
] as const;

export const DEMO_GUIDE_PROFILES = [
  {
    staffId: DEMO_GUIDE_IDS.sanne,
    bio: {
      en: 'Born in the dunes. I know every trail, bird hide and hidden bench between here and the lighthouse.',
      nl: 'Geboren in de duinen. Ik ken elk pad, elke vogelkijkhut en elk verstopt bankje tussen hier en de vuurtoren.',
      de: 'In den Dünen geboren. Ich kenne jeden Pfad, jede Vogelhütte und jede versteckte Bank zwischen hier und dem Leuchtturm.',
      fr: 'Née dans les dunes. Je connais chaque sentier, chaque observatoire à oiseaux et chaque banc caché d’ici au phare.',
    },
    languages: ['nl', 'en', 'de'],
    tags: ['hiking', 'nature', 'history'],
    personimage: null,
  },
  {
    staffId: DEMO_GUIDE_IDS.bram,
    bio: {
      en: 'Former chef. I will tell you where the locals eat, which farm sells the best cheese and what to drink with it.',
      nl: 'Oud-kok. Ik vertel je waar de locals eten, welke boerderij de lekkerste kaas verkoopt en wat je erbij drinkt.',
      de: 'Ehemaliger Koch. Ich verrate dir, wo die Einheimischen essen, welcher Hof den besten Käse hat und was man dazu trinkt.',
      fr: 'Ancien chef. Je vous dirai où mangent les gens du coin, quelle ferme vend le meilleur fromage et quoi boire avec.',
    },
    languages: ['nl', 'en'],
    tags: ['food', 'culture', 'wine', 'history'],
    personimage: null,
  },
  {
    staffId: DEMO_GUIDE_IDS.anouk,
    bio: {
      en: 'Mother of two and a cyclist at heart: beach days, bike routes and rainy-day plans for the whole family.',
      nl: 'Moeder van twee en fietser in hart en nieren: stranddagen, fietsroutes en plannen voor regenachtige dagen voor het hele gezin.',
      de: 'Mutter von zwei Kindern und leidenschaftliche Radlerin: Strandtage, Radtouren und Ideen für Regentage für die ganze Familie.',
      fr: 'Maman de deux enfants et cycliste dans l’âme : journées à la plage, balades à vélo et idées pour les jours de pluie, pour toute la famille.',
    },
    languages: ['nl', 'en', 'fr'],
    tags: ['biking', 'beach', 'kids'],
    personimage: null,
  },
] as const;

/** A text in English, Dutch, German and French. */
type InLanguages = { en: string; nl: string; de: string; fr: string };

/** An answer option as a table row: value, text, the guide tags it matches. */
type OptionRow = readonly [value: string, text: InLanguages, tags: readonly string[]];

const question = (label: string, text: InLanguages, multiple: boolean, options: readonly OptionRow[]) => ({
  label,
  question: text,
  multiple,
  options: options.map(([value, optionText, tags]) => ({ value, text: optionText, tags: [...tags] })),
});

export const DEMO_GUIDE_QUESTIONNAIRE = {
  id: 'demo-questionnaire-guide',
  label: 'guide',
  title: {
    en: 'Find the guide who fits your stay',
    nl: 'Vind de gids die bij je verblijf past',
    de: 'Finde den Guide, der zu deinem Aufenthalt passt',
    fr: 'Trouvez le guide qui correspond à votre séjour',
  },
  questions: [
    question(
      'interests',
      {
        en: 'What would you like to do during your stay?',
        nl: 'Wat wil je graag doen tijdens je verblijf?',
        de: 'Was möchtest du während deines Aufenthalts unternehmen?',
        fr: 'Que souhaitez-vous faire pendant votre séjour ?',
      },
      true,
      [
        ['hiking', { en: 'Walking and hiking', nl: 'Wandelen', de: 'Spazieren und Wandern', fr: 'Promenades et randonnées' }, ['hiking', 'nature']],
        ['biking', { en: 'Cycling', nl: 'Fietsen', de: 'Radfahren', fr: 'Vélo' }, ['biking']],
        ['food', { en: 'Food and drinks', nl: 'Eten en drinken', de: 'Essen und Trinken', fr: 'Gastronomie' }, ['food', 'wine']],
        ['culture', { en: 'Museums and history', nl: 'Musea en geschiedenis', de: 'Museen und Geschichte', fr: 'Musées et histoire' }, ['culture', 'history']],
        ['beach', { en: 'Beach and swimming', nl: 'Strand en zwemmen', de: 'Strand und Baden', fr: 'Plage et baignade' }, ['beach']],
      ],
    ),
    question(
      'company',
      { en: 'Who are you travelling with?', nl: 'Met wie ben je op reis?', de: 'Mit wem bist du unterwegs?', fr: 'Avec qui voyagez-vous ?' },
      false,
      [
        ['couple', { en: 'My partner', nl: 'Mijn partner', de: 'Mit meinem Partner oder meiner Partnerin', fr: 'En couple' }, ['wine']],
        ['family', { en: 'Family with children', nl: 'Gezin met kinderen', de: 'Familie mit Kindern', fr: 'En famille avec des enfants' }, ['kids', 'beach']],
        ['friends', { en: 'Friends', nl: 'Vrienden', de: 'Mit Freunden', fr: 'Entre amis' }, ['food', 'biking']],
        ['solo', { en: 'On my own', nl: 'Alleen', de: 'Allein', fr: 'Seul(e)' }, ['hiking']],
      ],
    ),
    question(
      'pace',
      { en: 'What pace do you like?', nl: 'Welk tempo vind je fijn?', de: 'Welches Tempo magst du?', fr: 'Quel rythme préférez-vous ?' },
      false,
      [
        ['relaxed', { en: 'Relaxed', nl: 'Rustig', de: 'Entspannt', fr: 'Détendu' }, ['beach', 'food']],
        ['active', { en: 'Active', nl: 'Actief', de: 'Aktiv', fr: 'Actif' }, ['hiking', 'biking']],
        ['mixed', { en: 'A bit of both', nl: 'Een beetje van beide', de: 'Ein bisschen von beidem', fr: 'Un peu des deux' }, []],
      ],
    ),
  ],
};

export const DEMO_SUITES = [
  { id: 'demo-accommodation-zeezicht-12', name: 'Suite Zeezicht 12' },
  { id: 'demo-accommodation-parking-12', name: 'Parking place 12' },
  { id: 'demo-accommodation-duinroos-3', name: 'Suite Duinroos 3' },
  { id: 'demo-accommodation-helmgras-7', name: 'Suite Helmgras 7' },
  { id: 'demo-accommodation-strandloper-5', name: 'Suite Strandloper 5' },
  { id: 'demo-accommodation-duinroos-4', name: 'Suite Duinroos 4' },
  { id: 'demo-accommodation-helmgras-8', name: 'Suite Helmgras 8' },
  { id: 'demo-accommodation-vuurtoren-1', name: 'Suite Vuurtoren 1' },
  { id: 'demo-accommodation-zeester-2', name: 'Suite Zeester 2' },
  { id: 'demo-accommodation-kwartel-9', name: 'Suite Kwartel 9' },
  { id: 'demo-accommodation-zeezicht-14', name: 'Suite Zeezicht 14' },
  { id: 'demo-accommodation-zeezicht-16', name: 'Suite Zeezicht 16' },
  { id: 'demo-accommodation-strandloper-6', name: 'Suite Strandloper 6' },
] as const;

/** The foundation's guest keeps their guest row and reservation; this adds suite, guide, check values and answers. */
export const DEMO_MAIN_STAY_EXTRAS = {
  suiteIds: ['demo-accommodation-zeezicht-12', 'demo-accommodation-parking-12'],
  guideId: DEMO_GUIDE_IDS.sanne,
  postalCode: '1234AB',
  deactivation: { days: 4, time: CHECK_OUT },
  answers: [
    { label: 'interests', awnser: 'hiking' },
    { label: 'company', awnser: 'couple' },
    { label: 'pace', awnser: 'active' },
  ],
};

export const DEMO_STAYS: readonly DemoStay[] = [
  {
    key: 'arriving', email: 'arriving@demo.stay', firstname: 'Lotte', surname: 'Mulder', erpUid: '5002',
    reservationNumber: 'DZ-2025-000201', status: 30, start: { days: 12, time: CHECK_IN }, end: { days: 19, time: CHECK_OUT },
    guideId: null, suiteId: 'demo-accommodation-duinroos-3', postalCode: '3511AB',
  },
  {
    key: 'provisional', email: 'provisional@demo.stay', firstname: 'Noah', surname: 'de Boer', erpUid: '5003',
    reservationNumber: 'DZ-2025-000202', status: 10, start: { days: 2, time: CHECK_IN }, end: { days: 6, time: CHECK_OUT },
    guideId: null, suiteId: 'demo-accommodation-helmgras-7', postalCode: '2011CD',
  },
  {
    key: 'latecheckout', email: 'latecheckout@demo.stay', firstname: 'Julia', surname: 'Peters', erpUid: '5004',
    reservationNumber: 'DZ-2025-000203', status: 30, start: { days: -3, time: CHECK_IN }, end: { days: 1, time: CHECK_OUT },
    // Until the park's late checkout time (its reservation.controlDeactivation): a late checkout.
    deactivation: { days: 1, time: LATE_CHECKOUT },
    guideId: DEMO_GUIDE_IDS.bram, suiteId: 'demo-accommodation-strandloper-5', postalCode: '1017AB',
  },
  {
    key: 'departed', email: 'departed@demo.stay', firstname: 'Sem', surname: 'Hendriks', erpUid: '5005',
    reservationNumber: 'DZ-2025-000204', status: 30, start: { days: -5, time: CHECK_IN }, end: { days: -1, time: CHECK_OUT },
    guideId: DEMO_GUIDE_IDS.sanne, suiteId: 'demo-accommodation-duinroos-4', postalCode: '9711AA',
  },
  {
    key: 'past', email: 'past@demo.stay', firstname: 'Eva', surname: 'Dekker', erpUid: '5006',
    reservationNumber: 'DZ-2025-000205', status: 30, start: { days: -10, time: CHECK_IN }, end: { days: -5, time: CHECK_OUT },
    guideId: DEMO_GUIDE_IDS.anouk, suiteId: 'demo-accommodation-helmgras-8', postalCode: '5611AB',
  },
  {
    key: 'noguide', email: 'noguide@demo.stay', firstname: 'Finn', surname: 'Vos', erpUid: '5007',
    reservationNumber: 'DZ-2025-000206', status: 30, start: { days: -1, time: CHECK_IN }, end: { days: 3, time: CHECK_OUT },
    guideId: null, suiteId: 'demo-accommodation-vuurtoren-1', postalCode: '6811AB',
  },
  {
    key: 'demo', email: 'demo@demo.stay', firstname: 'Mila', surname: 'Jacobs', erpUid: '5008',
    reservationNumber: 'DZ-2025-000207', status: 30, start: { days: -1, time: CHECK_IN }, end: { days: 5, time: CHECK_OUT },
    guideId: DEMO_GUIDE_IDS.anouk, demoMode: true, suiteId: 'demo-accommodation-zeester-2', postalCode: '8011AB',
  },
  {
    // Arrived yesterday and has not opened the app yet: the park's announcements and house rules are still to see.
    key: 'newarrival', email: 'newarrival@demo.stay', firstname: 'Sophie', surname: 'Visser', erpUid: '5010',
    reservationNumber: 'DZ-2025-000208', status: 30, start: { days: -1, time: CHECK_IN }, end: { days: 6, time: CHECK_OUT },
    guideId: DEMO_GUIDE_IDS.sanne, suiteId: 'demo-accommodation-zeezicht-14', postalCode: '2042AB',
  },
  {
    // A German family: a current stay like the main guest's, the app and their mails in German, guide Sanne speaks it.
    key: 'lukas', email: 'lukas@demo.stay', firstname: 'Lukas', surname: 'Becker', erpUid: '5011',
    reservationNumber: 'DZ-2025-000209', status: 30, start: { days: -1, time: CHECK_IN }, end: { days: 4, time: CHECK_OUT },
    guideId: DEMO_GUIDE_IDS.sanne, suiteId: 'demo-accommodation-zeezicht-16', postalCode: '50667',
    answers: [
      { label: 'interests', awnser: 'hiking' },
      { label: 'company', awnser: 'family' },
      { label: 'pace', awnser: 'active' },
    ],
    language: 'de',
  },
  {
    // A French couple: a current stay like the main guest's, the app and their mails in French, guide Anouk speaks it.
    key: 'camille', email: 'camille@demo.stay', firstname: 'Camille', surname: 'Dubois', erpUid: '5012',
    reservationNumber: 'DZ-2025-000210', status: 30, start: { days: -1, time: CHECK_IN }, end: { days: 4, time: CHECK_OUT },
    guideId: DEMO_GUIDE_IDS.anouk, suiteId: 'demo-accommodation-strandloper-6', postalCode: '75011',
    answers: [
      { label: 'interests', awnser: 'biking' },
      { label: 'company', awnser: 'couple' },
      { label: 'pace', awnser: 'relaxed' },
    ],
    language: 'fr',
  },
  {
    // Nobody has activated it: try /activate-reservation with its number and booking email or activation code.
    key: 'unlinked', email: null, firstname: 'Daan', surname: 'Willems', erpUid: '5009',
    reservationNumber: 'DZ-2025-000777', status: 30, start: { days: 1, time: CHECK_IN }, end: { days: 6, time: CHECK_OUT },
    guideId: null, suiteId: 'demo-accommodation-kwartel-9', postalCode: '1071 XX',
  },
];

/** The booking email of the unlinked reservation: the check value for activation by email. */
export const DEMO_UNLINKED_BOOKING_EMAIL = 'welcome@demo.stay';
/** The activation code of the unlinked reservation (the demo's, so published; a real one comes from the booking). */
export const DEMO_UNLINKED_ACTIVATION_CODE = 'DUNE7-WAVES';
export const demoReservationIdOf = (key: string) => `demo-reservation-${key}`;
export const demoGuestIdOf = (key: string) => `demo-person-${key}`;

/** Sign-ins this seed adds (main prints them with the foundation's list). */
export const DEMO_STAY_LOGINS: readonly DemoLogin[] = [
  ...DEMO_STAYS.flatMap((stay) => (stay.email ? [{ email: stay.email, role: 'GUEST' as const, password: DEMO_PASSWORD }] : [])),
  ...DEMO_EXTRA_GUIDES.map((guide) => ({ email: guide.email, role: 'GUIDE' as const, password: DEMO_PASSWORD })),
];
