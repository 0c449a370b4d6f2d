import type { ProductGroup, ProductImage, ProductUnit, VatRate } from '@stay/contract';
import { DEMO_BREAKFAST_TIME } from './demo-stay-times';

export interface DemoCategory {
  key: ProductGroup;
  name: string;
  nameNl: string;
  icon: string;
}

export interface DemoProduct {
  productkey: string;
  category: ProductGroup;
  name: string;
  nameNl: string;
  description: string;
  descriptionNl: string;
  image: ProductImage;
  priceCents: number;
  vatRate: VatRate;
  unit?: ProductUnit;
  capacity?: number;
  /** When it is brought on its day (HH:mm); none: noon. A description names it as `{deliveryTime}`. */
  deliveryTime?: string;
  disableAmount?: boolean;
  featured?: boolean;
  options?: { optionkey: string; name: string; nameNl: string; priceCents: number }[];
}

/** The demo shop's product keys other demo parts (orders, rentals) refer to. */
export const DEMO_PRODUCT_KEYS = {
  housekeeping: 'housekeeping',
  groceries: 'groceries',
  breakfast: 'breakfast',
  takeOut: 'take-out',
  mountainBike: 'mountain-bike',
  eBike: 'e-bike',
} as const;

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { key: 'services', name: 'Services', nameNl: 'Diensten', icon: 'sparkles-outline' },
  { key: 'food', name: 'Food & drinks', nameNl: 'Eten & drinken', icon: 'restaurant-outline' },
  { key: 'bikes', name: 'Bikes', nameNl: 'Fietsen', icon: 'bicycle-outline' },
];

const CHILD_SEAT = { optionkey: 'child-seat', name: 'Child seat', nameNl: 'Kinderzitje', priceCents: 250 };

/** The demo park's shop, in the order the guest sees it per category. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    productkey: DEMO_PRODUCT_KEYS.housekeeping,
    category: 'services',
    name: 'Housekeeping',
    nameNl: 'Schoonmaak',
    description: 'An extra clean of your suite during your stay: fresh towels, made beds and a sparkling kitchen and bathroom.',
    descriptionNl: 'Een extra schoonmaakbeurt tijdens je verblijf: schone handdoeken, opgemaakte bedden en een glanzende keuken en badkamer.',
    image: 'housekeeping',
    priceCents: 795,
    vatRate: 21,
    disableAmount: true,
    featured: true,
  },
  {
    productkey: DEMO_PRODUCT_KEYS.groceries,
    category: 'services',
    name: 'Groceries',
    nameNl: 'Boodschappen',
    description: 'The basics waiting in your fridge: milk, butter, cheese, eggs, fruit, bread and coffee.',
    descriptionNl: 'De basis staat klaar in je koelkast: melk, boter, kaas, eieren, fruit, brood en koffie.',
    image: 'groceries',
    priceCents: 1295,
    vatRate: 9,
    featured: true,
  },
  {
    productkey: 'laundry',
    category: 'services',
    name: 'Laundry service',
    nameNl: 'Wasservice',
    description: 'One bag of laundry washed, dried and folded, back at your suite the same day.',
    descriptionNl: 'Eén zak was gewassen, gedroogd en gevouwen, dezelfde dag terug bij je suite.',
    image: 'laundry',
    priceCents: 995,
    vatRate: 21,
  },
  {
    productkey: 'firewood',
    category: 'services',
    name: 'Firewood',
    nameNl: 'Haardhout',
    description: 'A crate of dry oak logs with kindling and fire starters for the fire pit or wood stove.',
    descriptionNl: 'Een kist droog eikenhout met aanmaakhout en aanmaakblokjes voor de vuurschaal of houtkachel.',
    image: 'firewood',
    priceCents: 650,
    vatRate: 21,
  },
  {
    productkey: DEMO_PRODUCT_KEYS.breakfast,
    category: 'food',
    name: 'Breakfast',
    nameNl: 'Ontbijt',
    description: 'Breakfast for one delivered to your door at {deliveryTime}: fresh bread, croissant, jam, cheese, an egg and juice.',
    descriptionNl: 'Ontbijt voor één om {deliveryTime} aan de deur: vers brood, croissant, jam, kaas, een eitje en sap.',
    deliveryTime: DEMO_BREAKFAST_TIME,
    image: 'breakfast',
    priceCents: 795,
    vatRate: 9,
    featured: true,
  },
  {
    productkey: 'croissants',
    category: 'food',
    name: 'Croissants (4)',
    nameNl: 'Croissants (4)',
    description: 'Four butter croissants from the village bakery, still warm at {deliveryTime} in the morning.',
    descriptionNl: 'Vier roomboter croissants van de bakker in het dorp, om {deliveryTime} ’s ochtends nog warm.',
    deliveryTime: DEMO_BREAKFAST_TIME,
    image: 'croissants',
    priceCents: 450,
    vatRate: 9,
  },
  {
    productkey: 'orange-juice',
    category: 'food',
    name: 'Fresh orange juice',
    nameNl: 'Verse jus d’orange',
    description: 'A litre of freshly squeezed orange juice, with the breakfast round at {deliveryTime}.',
    descriptionNl: 'Een liter vers geperste jus d’orange, met de ontbijtronde om {deliveryTime}.',
    deliveryTime: DEMO_BREAKFAST_TIME,
    image: 'orange-juice',
    priceCents: 395,
    vatRate: 9,
  },
  {
    productkey: DEMO_PRODUCT_KEYS.takeOut,
    category: 'food',
    name: 'Take-out dinner',
    nameNl: 'Afhaaldiner',
    description: "The chef's dish of the day for one, with salad and dessert, delivered at {deliveryTime}.",
    descriptionNl: 'Het dagmenu van de chef voor één, met salade en dessert, bezorgd om {deliveryTime}.',
    deliveryTime: '18:00',
    image: 'take-out',
    priceCents: 1995,
    vatRate: 9,
    featured: true,
  },
  {
    productkey: 'bbq-package',
    category: 'food',
    name: 'BBQ package for two',
    nameNl: 'BBQ-pakket voor twee',
    description: 'Burgers, sausages, chicken skewers, corn, salads and sauces, plus the charcoal.',
    descriptionNl: 'Burgers, worstjes, kipspiesen, maïs, salades en sauzen, inclusief houtskool.',
    image: 'bbq-package',
    priceCents: 3495,
    vatRate: 9,
  },
  {
    productkey: 'pizza',
    category: 'food',
    name: 'Late-night pizza',
    nameNl: 'Late-night pizza',
    description: 'A stone-baked margherita, hot at your door at {deliveryTime}.',
    descriptionNl: 'Een steenovenpizza margherita, om {deliveryTime} warm aan de deur.',
    deliveryTime: '21:00',
    image: 'pizza',
    priceCents: 1350,
    vatRate: 9,
  },
  {
    productkey: 'picnic-basket',
    category: 'food',
    name: 'Picnic basket',
    nameNl: 'Picknickmand',
    description: 'Sandwiches, fruit, cheese, crackers and lemonade for two, with a blanket to sit on.',
    descriptionNl: 'Broodjes, fruit, kaas, crackers en limonade voor twee, met een plaid om op te zitten.',
    image: 'picnic-basket',
    priceCents: 2995,
    vatRate: 9,
  },
  {
    productkey: 'ice-cream',
    category: 'food',
    name: 'Ice cream tub',
    nameNl: 'Bak schepijs',
    description: 'Half a litre of artisan vanilla and strawberry ice cream.',
    descriptionNl: 'Een halve liter ambachtelijk vanille- en aardbeienijs.',
    image: 'ice-cream',
    priceCents: 595,
    vatRate: 9,
  },
  {
    productkey: 'wine',
    category: 'food',
    name: 'Bottle of wine',
    nameNl: 'Fles wijn',
    description: 'A bottle of red or white wine from our cellar (18+).',
    descriptionNl: 'Een fles rode of witte wijn uit onze kelder (18+).',
    image: 'wine',
    priceCents: 1250,
    vatRate: 21,
  },
  {
    productkey: DEMO_PRODUCT_KEYS.mountainBike,
    category: 'bikes',
    name: 'Mountain bike',
    nameNl: 'Mountainbike',
    description: 'A sturdy mountain bike with a smart lock, for the trails through the dunes. Per day.',
    descriptionNl: 'Een stevige mountainbike met slim slot, voor de paden door de duinen. Per dag.',
    image: 'mountain-bike',
    priceCents: 2495,
    vatRate: 21,
    unit: 'DAY',
    capacity: 6,
    featured: true,
    options: [CHILD_SEAT],
  },
  {
    productkey: DEMO_PRODUCT_KEYS.eBike,
    category: 'bikes',
    name: 'E-bike',
    nameNl: 'E-bike',
    description: 'An electric bike with a smart lock and a full battery for up to 80 km. Per day.',
    descriptionNl: 'Een elektrische fiets met slim slot en een volle accu voor zo’n 80 km. Per dag.',
    image: 'e-bike',
    priceCents: 4995,
    vatRate: 21,
    unit: 'DAY',
    capacity: 4,
    featured: true,
    options: [CHILD_SEAT],
  },
];
