import type { AnnouncementKind, AnnouncementPage } from '@stay/contract';

export interface DemoChapter {
  title: string;
  titleNl: string;
  html: string;
  htmlNl: string;
}

export interface DemoAnnouncement {
  key: string;
  letterkind: AnnouncementKind;
  page: AnnouncementPage | null;
  title: string;
  titleNl: string;
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
    chapters: [
      {
        title: 'Quiet hours',
        titleNl: 'Stilte',
        html: '<p>Between <strong>22:00 and 08:00</strong> the park is quiet: no music outside and no cars on the paths.</p>',
        htmlNl: '<p>Tussen <strong>22:00 en 08:00</strong> is het stil in het park: geen muziek buiten en geen auto\'s op de paden.</p>',
      },
      {
        title: 'Pets',
        titleNl: 'Huisdieren',
        html: '<p>Dogs are welcome in the pet-friendly suites.</p><ul><li>Keep them on a lead in the park.</li><li>Dogs are not allowed on the beach between May and September.</li></ul>',
        htmlNl: '<p>Honden zijn welkom in de huisdiervriendelijke suites.</p><ul><li>Houd ze aangelijnd in het park.</li><li>Van mei tot en met september mogen honden niet op het strand.</li></ul>',
      },
      {
        title: 'Leaving your suite',
        titleNl: 'Vertrek',
        html: '<p>Please leave your suite by <strong>{checkOut}</strong> on the day you go, with the dishes done and the rubbish sorted. Booked a late checkout? Then you stay until <strong>{lateCheckout}</strong>.</p>',
        htmlNl: '<p>Verlaat je suite op je vertrekdag uiterlijk om <strong>{checkOut}</strong>, met de afwas gedaan en het afval gescheiden. Late check-out geboekt? Dan blijf je tot <strong>{lateCheckout}</strong>.</p>',
      },
    ],
  },
  {
    key: 'welcome',
    letterkind: '',
    page: null,
    title: 'Welcome to Parc Duinzicht',
    titleNl: 'Welkom in Parc Duinzicht',
    chapters: [
      {
        title: 'Your stay',
        titleNl: 'Je verblijf',
        html: '<h2>Good to have you here</h2><p>Your suite, its controls and your personal guide are all in this app.</p>',
        htmlNl: '<h2>Fijn dat je er bent</h2><p>Je suite, de bediening en je persoonlijke gids vind je allemaal in deze app.</p>',
      },
      {
        title: 'Need help?',
        titleNl: 'Hulp nodig?',
        html: '<p>Send your guide a message in the chat, or ask for help there: someone will contact you shortly.</p>',
        htmlNl: '<p>Stuur je gids een bericht in de chat, of vraag daar om hulp: er neemt snel iemand contact met je op.</p>',
      },
    ],
  },
  {
    key: 'breakfast',
    letterkind: 'page',
    page: 'services',
    title: 'Breakfast at your door',
    titleNl: 'Ontbijt aan de deur',
    chapters: [
      {
        title: 'At your door at {breakfast}',
        titleNl: 'Om {breakfast} aan de deur',
        html: '<p>Order breakfast here for any morning of your stay and we bring it to your door at {breakfast}.</p>',
        htmlNl: '<p>Bestel hier je ontbijt voor elke ochtend van je verblijf en we brengen het om {breakfast} aan de deur.</p>',
      },
    ],
  },
];
