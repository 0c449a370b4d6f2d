import type { ProductGroup, ProductImage, ProductUnit, VatRate } from '@stay/contract';
import { DEMO_BREAKFAST_TIME } from './demo-stay-times';

export interface DemoCategory {
  key: ProductGroup;
  name: string;
  nameNl: string;
  nameDe: string;
  nameFr: string;
  icon: string;
}

export interface DemoProduct {
  productkey: string;
  category: ProductGroup;
  name: string;
  nameNl: string;
  nameDe: string;
  nameFr: string;
  description: string;
  descriptionNl: string;
  descriptionDe: string;
  descriptionFr: string;
  image: ProductImage;
  priceCents: number;
  vatRate: VatRate;
  unit?: ProductUnit;
  capacity?: number;
  /** When it is brought on its day (HH:mm); none: noon. A description names it as `{deliveryTime}`. */
  deliveryTime?: string;
  disableAmount?: boolean;
  featured?: boolean;
  options?: { optionkey: string; name: string; nameNl: string; nameDe: string; nameFr: string; priceCents: number }[];
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
  { key: 'services', name: 'Services', nameNl: 'Diensten', nameDe: 'Service', nameFr: 'Services', icon: 'sparkles-outline' },
  { key: 'food', name: 'Food & drinks', nameNl: 'Eten & drinken', nameDe: 'Essen & Getränke', nameFr: 'Repas & boissons', icon: 'restaurant-outline' },
  { key: 'bikes', name: 'Bikes', nameNl: 'Fietsen', nameDe: 'Fahrräder', nameFr: 'Vélos', icon: 'bicycle-outline' },
];

const CHILD_SEAT = { optionkey: 'child-seat', name: 'Child seat', nameNl: 'Kinderzitje', nameDe: 'Kindersitz', nameFr: 'Siège enfant', priceCents: 250 };

/** The demo park's shop, in the order the guest sees it per category. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    productkey: DEMO_PRODUCT_KEYS.housekeeping,
    category: 'services',
    name: 'Housekeeping',
    nameNl: 'Schoonmaak',
    nameDe: 'Zwischenreinigung',
    nameFr: 'Ménage',
    description: 'An extra clean of your suite during your stay: fresh towels, made beds and a sparkling kitchen and bathroom.',
    descriptionNl: 'Een extra schoonmaakbeurt tijdens je verblijf: schone handdoeken, opgemaakte bedden en een glanzende keuken en badkamer.',
    descriptionDe: 'Eine zusätzliche Reinigung während deines Aufenthalts: frische Handtücher, gemachte Betten und eine blitzblanke Küche und Bad.',
    descriptionFr: 'Un ménage supplémentaire pendant votre séjour : serviettes propres, lits faits, cuisine et salle de bains étincelantes.',
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
    nameDe: 'Einkaufspaket',
    nameFr: 'Courses',
    description: 'The basics waiting in your fridge: milk, butter, cheese, eggs, fruit, bread and coffee.',
    descriptionNl: 'De basis staat klaar in je koelkast: melk, boter, kaas, eieren, fruit, brood en koffie.',
    descriptionDe: 'Das Wichtigste wartet schon in deinem Kühlschrank: Milch, Butter, Käse, Eier, Obst, Brot und Kaffee.',
    descriptionFr: 'L’essentiel vous attend dans le réfrigérateur : lait, beurre, fromage, œufs, fruits, pain et café.',
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
    nameDe: 'Wäscheservice',
    nameFr: 'Service de blanchisserie',
    description: 'One bag of laundry washed, dried and folded, back at your suite the same day.',
    descriptionNl: 'Eén zak was gewassen, gedroogd en gevouwen, dezelfde dag terug bij je suite.',
    descriptionDe: 'Ein Beutel Wäsche gewaschen, getrocknet und gefaltet – noch am selben Tag zurück in deiner Suite.',
    descriptionFr: 'Un sac de linge lavé, séché et plié, rapporté à votre suite le jour même.',
    image: 'laundry',
    priceCents: 995,
    vatRate: 21,
  },
  {
    productkey: 'firewood',
    category: 'services',
    name: 'Firewood',
    nameNl: 'Haardhout',
    nameDe: 'Brennholz',
    nameFr: 'Bois de chauffage',
    description: 'A crate of dry oak logs with kindling and fire starters for the fire pit or wood stove.',
    descriptionNl: 'Een kist droog eikenhout met aanmaakhout en aanmaakblokjes voor de vuurschaal of houtkachel.',
    descriptionDe: 'Eine Kiste trockenes Eichenholz mit Anzündholz und Anzündern für die Feuerschale oder den Holzofen.',
    descriptionFr: 'Une caisse de bûches de chêne sèches avec petit bois et allume-feu, pour le brasero ou le poêle.',
    image: 'firewood',
    priceCents: 650,
    vatRate: 21,
  },
  {
    productkey: DEMO_PRODUCT_KEYS.breakfast,
    category: 'food',
    name: 'Breakfast',
    nameNl: 'Ontbijt',
    nameDe: 'Frühstück',
    nameFr: 'Petit-déjeuner',
    description: 'Breakfast for one delivered to your door at {deliveryTime}: fresh bread, croissant, jam, cheese, an egg and juice.',
    descriptionNl: 'Ontbijt voor één om {deliveryTime} aan de deur: vers brood, croissant, jam, kaas, een eitje en sap.',
    descriptionDe: 'Frühstück für eine Person um {deliveryTime} an deiner Tür: frisches Brot, Croissant, Marmelade, Käse, ein Ei und Saft.',
    descriptionFr: 'Petit-déjeuner pour une personne livré à {deliveryTime} : pain frais, croissant, confiture, fromage, un œuf et du jus.',
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
    nameDe: 'Croissants (4)',
    nameFr: 'Croissants (4)',
    description: 'Four butter croissants from the village bakery, still warm at {deliveryTime} in the morning.',
    descriptionNl: 'Vier roomboter croissants van de bakker in het dorp, om {deliveryTime} ’s ochtends nog warm.',
    descriptionDe: 'Vier Buttercroissants vom Dorfbäcker, um {deliveryTime} morgens noch warm.',
    descriptionFr: 'Quatre croissants au beurre de la boulangerie du village, encore chauds à {deliveryTime}.',
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
    nameDe: 'Frischer Orangensaft',
    nameFr: 'Jus d’orange frais',
    description: 'A litre of freshly squeezed orange juice, with the breakfast round at {deliveryTime}.',
    descriptionNl: 'Een liter vers geperste jus d’orange, met de ontbijtronde om {deliveryTime}.',
    descriptionDe: 'Ein Liter frisch gepresster Orangensaft, mit der Frühstücksrunde um {deliveryTime}.',
    descriptionFr: 'Un litre de jus d’orange pressé, livré avec la tournée du petit-déjeuner à {deliveryTime}.',
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
    nameDe: 'Abendessen zum Mitnehmen',
    nameFr: 'Dîner à emporter',
    description: "The chef's dish of the day for one, with salad and dessert, delivered at {deliveryTime}.",
    descriptionNl: 'Het dagmenu van de chef voor één, met salade en dessert, bezorgd om {deliveryTime}.',
    descriptionDe: 'Das Tagesgericht des Küchenchefs für eine Person, mit Salat und Dessert, geliefert um {deliveryTime}.',
    descriptionFr: 'Le plat du jour du chef pour une personne, avec salade et dessert, livré à {deliveryTime}.',
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
    nameDe: 'Grillpaket für zwei',
    nameFr: 'Formule barbecue pour deux',
    description: 'Burgers, sausages, chicken skewers, corn, salads and sauces, plus the charcoal.',
    descriptionNl: 'Burgers, worstjes, kipspiesen, maïs, salades en sauzen, inclusief houtskool.',
    descriptionDe: 'Burger, Würstchen, Hähnchenspieße, Mais, Salate und Soßen, Holzkohle inklusive.',
    descriptionFr: 'Burgers, saucisses, brochettes de poulet, maïs, salades et sauces, charbon de bois compris.',
    image: 'bbq-package',
    priceCents: 3495,
    vatRate: 9,
  },
  {
    productkey: 'pizza',
    category: 'food',
    name: 'Late-night pizza',
    nameNl: 'Late-night pizza',
    nameDe: 'Pizza am späten Abend',
    nameFr: 'Pizza du soir',
    description: 'A stone-baked margherita, hot at your door at {deliveryTime}.',
    descriptionNl: 'Een steenovenpizza margherita, om {deliveryTime} warm aan de deur.',
    descriptionDe: 'Eine Steinofenpizza Margherita, um {deliveryTime} heiß an deiner Tür.',
    descriptionFr: 'Une pizza margherita cuite au four à pierre, chaude à votre porte à {deliveryTime}.',
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
    nameDe: 'Picknickkorb',
    nameFr: 'Panier pique-nique',
    description: 'Sandwiches, fruit, cheese, crackers and lemonade for two, with a blanket to sit on.',
    descriptionNl: 'Broodjes, fruit, kaas, crackers en limonade voor twee, met een plaid om op te zitten.',
    descriptionDe: 'Sandwiches, Obst, Käse, Cracker und Limonade für zwei, mit einer Decke zum Draufsitzen.',
    descriptionFr: 'Sandwichs, fruits, fromage, crackers et limonade pour deux, avec un plaid pour s’asseoir.',
    image: 'picnic-basket',
    priceCents: 2995,
    vatRate: 9,
  },
  {
    productkey: 'ice-cream',
    category: 'food',
    name: 'Ice cream tub',
    nameNl: 'Bak schepijs',
    nameDe: 'Eis zum Teilen',
    nameFr: 'Pot de glace',
    description: 'Half a litre of artisan vanilla and strawberry ice cream.',
    descriptionNl: 'Een halve liter ambachtelijk vanille- en aardbeienijs.',
    descriptionDe: 'Ein halber Liter handgemachtes Vanille- und Erdbeereis.',
    descriptionFr: 'Un demi-litre de glace artisanale vanille et fraise.',
    image: 'ice-cream',
    priceCents: 595,
    vatRate: 9,
  },
  {
    productkey: 'wine',
    category: 'food',
    name: 'Bottle of wine',
    nameNl: 'Fles wijn',
    nameDe: 'Flasche Wein',
    nameFr: 'Bouteille de vin',
    description: 'A bottle of red or white wine from our cellar (18+).',
    descriptionNl: 'Een fles rode of witte wijn uit onze kelder (18+).',
    descriptionDe: 'Eine Flasche Rot- oder Weißwein aus unserem Keller (ab 18).',
    descriptionFr: 'Une bouteille de vin rouge ou blanc de notre cave (18 ans et plus).',
    image: 'wine',
    priceCents: 1250,
    vatRate: 21,
  },
  {
    productkey: DEMO_PRODUCT_KEYS.mountainBike,
    category: 'bikes',
    name: 'Mountain bike',
    nameNl: 'Mountainbike',
    nameDe: 'Mountainbike',
    nameFr: 'VTT',
    description: 'A sturdy mountain bike with a smart lock, for the trails through the dunes. Per day.',
    descriptionNl: 'Een stevige mountainbike met slim slot, voor de paden door de duinen. Per dag.',
    descriptionDe: 'Ein robustes Mountainbike mit smartem Schloss, für die Wege durch die Dünen. Pro Tag.',
    descriptionFr: 'Un VTT robuste avec cadenas connecté, pour les sentiers à travers les dunes. Par jour.',
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
    nameDe: 'E-Bike',
    nameFr: 'Vélo électrique',
    description: 'An electric bike with a smart lock and a full battery for up to 80 km. Per day.',
    descriptionNl: 'Een elektrische fiets met slim slot en een volle accu voor zo’n 80 km. Per dag.',
    descriptionDe: 'Ein Elektrofahrrad mit smartem Schloss und vollem Akku für bis zu 80 km. Pro Tag.',
    descriptionFr: 'Un vélo électrique avec cadenas connecté et batterie pleine pour environ 80 km. Par jour.',
    image: 'e-bike',
    priceCents: 4995,
    vatRate: 21,
    unit: 'DAY',
    capacity: 4,
    featured: true,
    options: [CHILD_SEAT],
  },
];
