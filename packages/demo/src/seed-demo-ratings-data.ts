import { DEMO_GUIDE_IDS } from './seed-demo-stays-data';

/**
 * Past stays of the demo park that their guests rated (their guide, the stay and sometimes the app), spread over the
 * last four months and the three demo guides, most of them with a placed order for the product-sales challenge.
 * Days are relative to the seeding moment in the demo location's zone; the guests have no account.
 */
export interface DemoRatedStay {
  guideId: string;
  firstname: string;
  surname: string;
  /** The stay ends this many days ago (it starts `nights` days earlier). */
  endsDaysAgo: number;
  nights: number;
  guide: { score: number; comment?: string };
  stay: { score: number; comment?: string };
  app?: { score: number; comment?: string };
  /** Placed during the stay (the day after arrival): product keys and quantities. */
  order?: readonly { productkey: 'breakfast' | 'groceries' | 'housekeeping' | 'take-out'; quantity: number }[];
}

const { sanne, bram, anouk } = DEMO_GUIDE_IDS;

const breakfast = (quantity: number) => ({ productkey: 'breakfast', quantity }) as const;
const groceries = { productkey: 'groceries', quantity: 1 } as const;
const housekeeping = { productkey: 'housekeeping', quantity: 1 } as const;
const takeOut = (quantity: number) => ({ productkey: 'take-out', quantity }) as const;

export const DEMO_RATED_STAYS: readonly DemoRatedStay[] = [
  { guideId: sanne, firstname: 'Emma', surname: 'Visser', endsDaysAgo: 2, nights: 4, guide: { score: 5, comment: 'Sanne showed us the spoonbills at dawn. Unforgettable.' }, stay: { score: 5, comment: 'Spotless suite and a view over the dunes.' }, order: [breakfast(2), groceries] },
  { guideId: bram, firstname: 'Liam', surname: 'Bakker', endsDaysAgo: 4, nights: 3, guide: { score: 5, comment: 'Every restaurant Bram suggested was a hit.' }, stay: { score: 4 }, app: { score: 5 }, order: [breakfast(4), takeOut(2), housekeeping] },
  { guideId: anouk, firstname: 'Sara', surname: 'Jansen', endsDaysAgo: 6, nights: 5, guide: { score: 4, comment: 'Great bike routes for the kids.' }, stay: { score: 4, comment: 'The heating took a while to warm up.' }, order: [groceries] },
  { guideId: sanne, firstname: 'Oliver', surname: 'Smith', endsDaysAgo: 9, nights: 3, guide: { score: 4 }, stay: { score: 5 }, app: { score: 4, comment: 'Opening the door with the app is handy.' } },
  { guideId: bram, firstname: 'Mia', surname: 'de Groot', endsDaysAgo: 13, nights: 4, guide: { score: 4, comment: 'Lovely cheese farm tip, a bit far by bike.' }, stay: { score: 5 }, order: [breakfast(2), breakfast(2)] },
  { guideId: anouk, firstname: 'Lucas', surname: 'Meyer', endsDaysAgo: 17, nights: 7, guide: { score: 5, comment: 'Anouk had a plan for every rainy day.' }, stay: { score: 5, comment: 'We will be back next summer.' }, app: { score: 5 }, order: [housekeeping, groceries, takeOut(4)] },
  { guideId: sanne, firstname: 'Zoë', surname: 'Koster', endsDaysAgo: 22, nights: 2, guide: { score: 5 }, stay: { score: 4, comment: 'Quiet and clean; the bed could be firmer.' }, order: [breakfast(2)] },
  { guideId: bram, firstname: 'Noah', surname: 'Williams', endsDaysAgo: 27, nights: 5, guide: { score: 3, comment: 'Friendly, but hard to reach on Sunday.' }, stay: { score: 4 } },
  { guideId: anouk, firstname: 'Julia', surname: 'Schmidt', endsDaysAgo: 31, nights: 3, guide: { score: 4 }, stay: { score: 3, comment: 'Noise from the parking place in the evening.' }, order: [takeOut(2)] },
  { guideId: sanne, firstname: 'Daan', surname: 'Peters', endsDaysAgo: 36, nights: 4, guide: { score: 5, comment: 'The lighthouse walk was the highlight of our week.' }, stay: { score: 5 }, app: { score: 4 }, order: [breakfast(3), housekeeping] },
  { guideId: bram, firstname: 'Hannah', surname: 'Brown', endsDaysAgo: 41, nights: 6, guide: { score: 5, comment: 'Bram booked us a table at the beach restaurant at sunset.' }, stay: { score: 5 }, order: [breakfast(2), groceries, takeOut(3)] },
  { guideId: anouk, firstname: 'Finn', surname: 'Hoekstra', endsDaysAgo: 46, nights: 2, guide: { score: 3 }, stay: { score: 4 } },
  { guideId: sanne, firstname: 'Lena', surname: 'Weber', endsDaysAgo: 52, nights: 5, guide: { score: 4, comment: 'Very knowledgeable about the history of the dunes.' }, stay: { score: 4 }, order: [groceries] },
  { guideId: bram, firstname: 'Jesse', surname: 'van Dam', endsDaysAgo: 58, nights: 3, guide: { score: 4 }, stay: { score: 3, comment: 'Wi-Fi was slow in the evening.' }, app: { score: 3, comment: 'The chat did not always notify me.' }, order: [breakfast(2)] },
  { guideId: anouk, firstname: 'Isa', surname: 'Vermeulen', endsDaysAgo: 64, nights: 4, guide: { score: 5, comment: 'Our kids still talk about the crab hunt.' }, stay: { score: 5 }, order: [housekeeping, breakfast(4)] },
  { guideId: sanne, firstname: 'James', surname: 'Taylor', endsDaysAgo: 71, nights: 3, guide: { score: 5 }, stay: { score: 5, comment: 'Perfect weekend away.' } },
  { guideId: bram, firstname: 'Fleur', surname: 'Mertens', endsDaysAgo: 78, nights: 4, guide: { score: 5, comment: 'The wine tasting tip was excellent.' }, stay: { score: 4 }, order: [takeOut(2), groceries] },
  { guideId: anouk, firstname: 'Milan', surname: 'Wouters', endsDaysAgo: 85, nights: 5, guide: { score: 4 }, stay: { score: 4, comment: 'Comfortable suite, friendly staff.' }, app: { score: 5 }, order: [breakfast(2)] },
  { guideId: sanne, firstname: 'Sophie', surname: 'Dubois', endsDaysAgo: 93, nights: 4, guide: { score: 4, comment: 'Helpful tips for birdwatching.' }, stay: { score: 4 }, order: [housekeeping] },
  { guideId: bram, firstname: 'Tim', surname: 'Bos', endsDaysAgo: 101, nights: 2, guide: { score: 4 }, stay: { score: 5 } },
  { guideId: anouk, firstname: 'Anna', surname: 'Kowalski', endsDaysAgo: 109, nights: 6, guide: { score: 5, comment: 'Anouk found us a quiet beach even in August.' }, stay: { score: 5 }, order: [groceries, breakfast(2)] },
  { guideId: sanne, firstname: 'Ruben', surname: 'Maas', endsDaysAgo: 116, nights: 3, guide: { score: 3, comment: 'Nice, but we would have liked more time together.' }, stay: { score: 4 } },
];

export const demoRatedStayIdOf = (index: number) => `demo-rated-stay-${index + 1}`;
export const demoRatedGuestIdOf = (index: number) => `demo-person-rated-${index + 1}`;
