import type { AnnouncementKind, AnnouncementPage } from '@stay/contract';

export interface DemoChapter {
  title: string;
  titleNl: string;
  titleDe: string;
  titleFr: string;
  html: string;
  htmlNl: string;
  htmlDe: string;
  htmlFr: string;
}

export interface DemoAnnouncement {
  key: string;
  letterkind: AnnouncementKind;
  page: AnnouncementPage | null;
  title: string;
  titleNl: string;
  titleDe: string;
  titleFr: string;
  chapters: readonly DemoChapter[];
}

/** The demo guest who has not seen the park's announcements yet (every other demo guest has accepted and read them). */
export const DEMO_NEW_ARRIVAL_KEY = 'newarrival';

/** The park's house rules to accept, a welcome, and a note on the Services page; the park's times as `{checkOut}` etc. */
export const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    key: 'house-rules',
    letterkind: 'policy',
    page: null,
    title: 'House rules',
    titleNl: 'Huisregels',
    titleDe: 'Hausordnung',
    titleFr: 'Règlement intérieur',
    chapters: [
      {
        title: 'Quiet hours',
        titleNl: 'Stilte',
        titleDe: 'Ruhezeiten',
        titleFr: 'Heures de calme',
        html: '<p>Between <strong>22:00 and 08:00</strong> the park is quiet: no music outside and no cars on the paths.</p>',
        htmlNl: '<p>Tussen <strong>22:00 en 08:00</strong> is het stil in het park: geen muziek buiten en geen auto\'s op de paden.</p>',
        htmlDe: '<p>Zwischen <strong>22:00 und 08:00 Uhr</strong> herrscht Ruhe im Park: keine Musik draußen und keine Autos auf den Wegen.</p>',
        htmlFr: '<p>Entre <strong>22 h et 8 h</strong>, le parc est au calme : pas de musique dehors ni de voitures sur les allées.</p>',
      },
      {
        title: 'Pets',
        titleNl: 'Huisdieren',
        titleDe: 'Haustiere',
        titleFr: 'Animaux',
        html: '<p>Dogs are welcome in the pet-friendly suites.</p><ul><li>Keep them on a lead in the park.</li><li>Dogs are not allowed on the beach between May and September.</li></ul>',
        htmlNl: '<p>Honden zijn welkom in de huisdiervriendelijke suites.</p><ul><li>Houd ze aangelijnd in het park.</li><li>Van mei tot en met september mogen honden niet op het strand.</li></ul>',
        htmlDe: '<p>Hunde sind in den haustierfreundlichen Suiten willkommen.</p><ul><li>Führe sie im Park an der Leine.</li><li>Von Mai bis September sind Hunde am Strand nicht erlaubt.</li></ul>',
        htmlFr: '<p>Les chiens sont les bienvenus dans les suites qui acceptent les animaux.</p><ul><li>Tenez-les en laisse dans le parc.</li><li>De mai à septembre, les chiens ne sont pas admis sur la plage.</li></ul>',
      },
      {
        title: 'Leaving your suite',
        titleNl: 'Vertrek',
        titleDe: 'Abreise',
        titleFr: 'Départ',
        html: '<p>Please leave your suite by <strong>{checkOut}</strong> on the day you go, with the dishes done and the rubbish sorted. Booked a late checkout? Then you stay until <strong>{lateCheckout}</strong>.</p>',
        htmlNl: '<p>Verlaat je suite op je vertrekdag uiterlijk om <strong>{checkOut}</strong>, met de afwas gedaan en het afval gescheiden. Late check-out geboekt? Dan blijf je tot <strong>{lateCheckout}</strong>.</p>',
        htmlDe: '<p>Bitte verlass deine Suite am Abreisetag bis <strong>{checkOut}</strong>, mit erledigtem Abwasch und getrenntem Müll. Späten Check-out gebucht? Dann bleibst du bis <strong>{lateCheckout}</strong>.</p>',
        htmlFr: '<p>Merci de libérer votre suite le jour du départ avant <strong>{checkOut}</strong>, vaisselle faite et déchets triés. Vous avez réservé un départ tardif ? Vous pouvez alors rester jusqu’à <strong>{lateCheckout}</strong>.</p>',
      },
    ],
  },
  {
    key: 'welcome',
    letterkind: '',
    page: null,
    title: 'Welcome to Parc Duinzicht',
    titleNl: 'Welkom in Parc Duinzicht',
    titleDe: 'Willkommen im Parc Duinzicht',
    titleFr: 'Bienvenue au Parc Duinzicht',
    chapters: [
      {
        title: 'Your stay',
        titleNl: 'Je verblijf',
        titleDe: 'Dein Aufenthalt',
        titleFr: 'Votre séjour',
        html: '<h2>Good to have you here</h2><p>Your suite, its controls and your personal guide are all in this app.</p>',
        htmlNl: '<h2>Fijn dat je er bent</h2><p>Je suite, de bediening en je persoonlijke gids vind je allemaal in deze app.</p>',
        htmlDe: '<h2>Schön, dass du da bist</h2><p>Deine Suite, ihre Steuerung und deinen persönlichen Guide findest du alle in dieser App.</p>',
        htmlFr: '<h2>Ravis de vous accueillir</h2><p>Votre suite, ses commandes et votre guide personnel sont tous dans cette application.</p>',
      },
      {
        title: 'Need help?',
        titleNl: 'Hulp nodig?',
        titleDe: 'Brauchst du Hilfe?',
        titleFr: 'Besoin d’aide ?',
        html: '<p>Send your guide a message in the chat, or ask for help there: someone will contact you shortly.</p>',
        htmlNl: '<p>Stuur je gids een bericht in de chat, of vraag daar om hulp: er neemt snel iemand contact met je op.</p>',
        htmlDe: '<p>Schreib deinem Guide im Chat oder bitte dort um Hilfe: Es meldet sich gleich jemand bei dir.</p>',
        htmlFr: '<p>Écrivez à votre guide dans le chat ou demandez-y de l’aide : quelqu’un vous contactera rapidement.</p>',
      },
    ],
  },
  {
    key: 'breakfast',
    letterkind: 'page',
    page: 'services',
    title: 'Breakfast at your door',
    titleNl: 'Ontbijt aan de deur',
    titleDe: 'Frühstück an deiner Tür',
    titleFr: 'Le petit-déjeuner à votre porte',
    chapters: [
      {
        title: 'At your door at {breakfast}',
        titleNl: 'Om {breakfast} aan de deur',
        titleDe: 'Um {breakfast} an deiner Tür',
        titleFr: 'À votre porte à {breakfast}',
        html: '<p>Order breakfast here for any morning of your stay and we bring it to your door at {breakfast}.</p>',
        htmlNl: '<p>Bestel hier je ontbijt voor elke ochtend van je verblijf en we brengen het om {breakfast} aan de deur.</p>',
        htmlDe: '<p>Bestell hier dein Frühstück für jeden Morgen deines Aufenthalts, und wir bringen es dir um {breakfast} an die Tür.</p>',
        htmlFr: '<p>Commandez ici votre petit-déjeuner pour chaque matin de votre séjour : nous vous l’apportons à {breakfast}.</p>',
      },
    ],
  },
];
