/**
 * Demo chat content (issue 4): conversations in English with a few in Dutch, generated extra stays so the staff inbox
 * feels real, internal staff chats, suggestions and reminders. Times are relative to the seeding moment.
 */

/** Who says a line: the chat's guest, its guide, a support colleague, or the system. */
export type Speaker = 'guest' | 'guide' | 'cuber' | 'backoffice' | 'management' | 'system';

export interface Line {
  from: Speaker;
  text: string;
}

/** Message histories; a chat takes one by index. `{guest}` and `{guide}` are replaced by first names. */
export const CONVERSATIONS: readonly (readonly Line[])[] = [
  [
    { from: 'guide', text: 'Welcome to Parc Duinzicht, {guest}! I am {guide}, your guide during your stay. Let me know if you need anything.' },
    { from: 'guest', text: 'Thank you! We just arrived. The suite looks lovely.' },
    { from: 'guest', text: 'Is there a bakery nearby for tomorrow morning?' },
    { from: 'guide', text: 'Bakkerij Kok in the village opens at 7:00, a five minute bike ride. You can also order breakfast through the app, delivered at 8:30.' },
    { from: 'guest', text: 'Breakfast delivery sounds perfect, I will order it in the app.' },
    { from: 'guest', text: 'Could we get two extra towels as well?' },
  ],
  [
    { from: 'guide', text: 'Hoi {guest}, welkom! Ik ben {guide}. Heb je vragen over het park of de omgeving, laat het gerust weten.' },
    { from: 'guest', text: 'Hoi {guide}, dank je! Kunnen we morgen fietsen huren?' },
    { from: 'guide', text: 'Zeker, e-bikes en mountainbikes kun je in de app bij Services reserveren. Ze staan vanaf 9:00 klaar bij de receptie.' },
    { from: 'guest', text: 'Top, we nemen twee e-bikes. Is er een mooie route langs de duinen?' },
    { from: 'guide', text: 'De Duinroute van 35 km is prachtig, met een stop bij strandpaviljoen De Zeemeeuw. Ik stuur je de kaart.' },
  ],
  [
    { from: 'guest', text: 'Hi, the heating in the bedroom does not seem to work.' },
    { from: 'cuber', text: 'Sorry to hear that, {guest}. Could you check whether the thermostat in the app is set above 18 degrees?' },
    { from: 'guest', text: 'It is set to 21 but the radiator stays cold.' },
    { from: 'cuber', text: 'I will send a technician within the hour. Thank you for your patience.' },
    { from: 'cuber', text: 'The technician has replaced the valve. It should be warm in about 15 minutes.' },
    { from: 'guest', text: 'It is getting warm already, thanks a lot!' },
  ],
  [
    { from: 'guest', text: 'Good morning! Can we check out a bit later on our last day?' },
    { from: 'guide', text: 'Good morning {guest}! A late checkout until 14:00 is possible for €25. Shall I arrange it?' },
    { from: 'guest', text: 'Yes please, that would be great.' },
    { from: 'guide', text: 'Done, your controls now stay active until 14:00 on your departure day.' },
  ],
  [
    { from: 'guest', text: 'We would like to book a table for dinner tonight, somewhere with a view of the sea.' },
    { from: 'guide', text: 'Strandpaviljoen De Zeemeeuw has a wonderful terrace. For how many people and what time?' },
    { from: 'guest', text: 'Four people, around 19:00.' },
    { from: 'guide', text: 'Booked at 19:00 for four under your name. Enjoy the sunset!' },
    { from: 'guest', text: 'Thanks {guide}!' },
  ],
  [
    { from: 'guest', text: 'Hallo, de wifi valt steeds weg in de woonkamer.' },
    { from: 'backoffice', text: 'Hallo {guest}, vervelend! We hebben het toegangspunt van jullie suite opnieuw gestart. Werkt het nu beter?' },
    { from: 'guest', text: 'Ja, het is nu stabiel. Bedankt!' },
  ],
  [
    { from: 'guide', text: 'Hi {guest}, the weather will be sunny tomorrow: a perfect day for the guided dune walk at 10:00. Would you like to join?' },
    { from: 'guest', text: 'Yes, count us in! Two adults and one child.' },
    { from: 'guide', text: 'Lovely, see you at the lighthouse at 10:00. Bring good shoes and some water.' },
    { from: 'guest', text: 'Is the walk suitable for a six year old?' },
  ],
  [
    { from: 'guest', text: 'Our front door lock does not respond in the app.' },
    { from: 'cuber', text: 'I am on my way to check it. In the meantime you can use the key code on the keypad: it is shown under Suite in the app.' },
    { from: 'cuber', text: 'The lock had an empty battery. It is replaced and works again.' },
    { from: 'guest', text: 'Great, thank you for the quick help.' },
  ],
  [
    { from: 'guest', text: 'Can we bring our dog? We forgot to mention it when booking.' },
    { from: 'guide', text: 'Dogs are welcome in suites with a garden. Yours has one, so that is fine. We add a small cleaning fee of €15.' },
    { from: 'guest', text: 'Perfect, thanks!' },
  ],
  [
    { from: 'guest', text: 'We found a lost phone near the playground, where can we bring it?' },
    { from: 'backoffice', text: 'Thank you so much, {guest}! You can leave it at the reception, or we pick it up at your suite.' },
    { from: 'guest', text: 'We will drop it off at the reception this afternoon.' },
    { from: 'guest', text: 'Done, it is at the reception now.' },
  ],
  [
    { from: 'guest', text: 'Goedemiddag, is het zwembad vandaag open?' },
    { from: 'guide', text: 'Goedemiddag {guest}! Het zwembad is open van 9:00 tot 20:00. Om 16:00 is er aquagym.' },
    { from: 'guest', text: 'Leuk, dan gaan we daarheen.' },
  ],
  [
    { from: 'guest', text: 'The groceries were delivered, but the milk is missing.' },
    { from: 'cuber', text: 'Apologies, {guest}. We bring the milk within 20 minutes and refund the delivery fee.' },
    { from: 'guest', text: 'Thank you, no problem.' },
    { from: 'guest', text: 'Could you also add a bottle of orange juice? I will pay in the app.' },
  ],
];

/** The main demo guest's conversation with Sanne (the e2e journeys and the guest home start here). */
export const MAIN_CONVERSATION: readonly Line[] = [
  { from: 'guide', text: 'Welcome to Parc Duinzicht, {guest}! I am {guide}, your guide. Ask me anything about the park or the area.' },
  { from: 'guest', text: 'Hi {guide}! Thank you. Where can we rent bikes?' },
  { from: 'guide', text: 'You can book e-bikes and mountain bikes under Services in the app. They are ready at the reception from 9:00.' },
  { from: 'guest', text: 'Super, dank je wel! We boeken er twee voor morgen.' },
  { from: 'guide', text: 'Graag gedaan! Tip: de route naar de vuurtoren is prachtig bij zonsondergang.' },
  { from: 'guest', text: 'Could we leave a bit later on our last day?' },
];

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

export interface InternalChat {
  key: string;
  chatname: string;
  chatpriority: 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';
  /** Employee ids; the first is admin. */
  members: readonly string[];
  workgroups: readonly string[];
  lines: readonly { from: string; text: string }[];
}

export const INTERNAL_CHATS: readonly InternalChat[] = [
  {
    key: 'housekeeping',
    chatname: 'Housekeeping planning',
    chatpriority: 'NORMAL',
    members: ['demo-employee-cuber', 'demo-employee-backoffice', 'demo-employee-guide'],
    workgroups: ['Housekeeping'],
    lines: [
      { from: 'demo-employee-cuber', text: 'Six departures tomorrow before 10:00, so cleaning starts at 10:30.' },
      { from: 'demo-employee-backoffice', text: 'Duinroos 4 asked for a cot for the next guests, please add it.' },
      { from: 'demo-employee-guide', text: 'Strandloper 5 has a late checkout until 11:00.' },
      { from: 'demo-employee-cuber', text: 'Noted, Strandloper 5 goes last.' },
    ],
  },
  {
    key: 'handover',
    chatname: 'Weekend handover',
    chatpriority: 'HIGH',
    members: ['demo-employee-management', 'demo-employee-backoffice', 'demo-employee-cuber'],
    workgroups: [],
    lines: [
      { from: 'demo-employee-management', text: 'Reminder: the pool heater is serviced on Saturday between 8:00 and 10:00.' },
      { from: 'demo-employee-backoffice', text: 'I will send the guests a message in the app tonight.' },
      { from: 'demo-employee-cuber', text: 'Spare keys for the bike shed are in the office safe.' },
    ],
  },
  {
    key: 'guides',
    chatname: 'Guides team',
    chatpriority: 'NORMAL',
    members: ['demo-employee-guide', 'demo-employee-guide-bram', 'demo-employee-guide-anouk'],
    workgroups: ['Guides'],
    lines: [
      { from: 'demo-employee-guide', text: 'Wie neemt de duinwandeling van morgen over? Ik heb een afspraak om 10:00.' },
      { from: 'demo-employee-guide-anouk', text: 'Ik doe hem wel, er zijn zes aanmeldingen.' },
      { from: 'demo-employee-guide-bram', text: 'Thanks Anouk! I will do the cheese tasting on Thursday.' },
    ],
  },
  {
    key: 'bikes',
    chatname: 'Bike fleet',
    chatpriority: 'URGENT',
    members: ['demo-employee-backoffice', 'demo-employee-cuber'],
    workgroups: [],
    lines: [
      { from: 'demo-employee-backoffice', text: 'Two e-bikes came back with a flat tyre today.' },
      { from: 'demo-employee-cuber', text: 'The rental partner picks them up tomorrow morning; we have four spares until then.' },
    ],
  },
];

export const SUGGESTION_ACTIONS = [
  { name: 'Use', color: 'success', icon: 'checkmark-outline', status: 'USED' },
  { name: 'Dismiss', color: 'medium', icon: 'close-outline', status: 'DISMISSED' },
] as const;

export interface DemoSuggestion {
  id: string;
  /** 'main' for the main demo guest's chat, else the index of a generated stay. */
  chat: 'main' | number;
  title: string;
  text: string;
  icon: string;
}

export const DEMO_SUGGESTIONS: readonly DemoSuggestion[] = [
  {
    id: 'demo-suggestion-late-checkout',
    chat: 'main',
    title: 'Offer a late checkout',
    text: 'The guest asks about leaving later. Offer a late checkout until 14:00 for €25.',
    icon: 'time-outline',
  },
  {
    id: 'demo-suggestion-towels',
    chat: 0,
    title: 'Send extra towels',
    text: 'The guest asked for two extra towels. Create a housekeeping delivery.',
    icon: 'sparkles-outline',
  },
  {
    id: 'demo-suggestion-walk',
    chat: 6,
    title: 'Answer about the dune walk',
    text: 'The dune walk is 4 km on flat paths: fine for a six year old. Suggest bringing a snack.',
    icon: 'walk-outline',
  },
  {
    id: 'demo-suggestion-juice',
    chat: 11,
    title: 'Add orange juice to the order',
    text: 'The guest wants orange juice added to the groceries. Add it to the open order.',
    icon: 'basket-outline',
  },
];
