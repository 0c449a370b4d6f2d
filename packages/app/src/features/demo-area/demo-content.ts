import type { DeviceGroup, DeviceType } from '@stay/contract';

/**
 * Demo data: the built-in demo content a guest in demo mode explores. App data, not server data: nothing here
 * is sent anywhere except the demo door (POST /api/guest/demo/door/open).
 */

export const DEMO_EVENT_TYPES = ['HIKING', 'BIKING', 'LUNCH', 'EXCURSION', 'VISIT'] as const;
export type DemoEventType = (typeof DEMO_EVENT_TYPES)[number];
export type DemoDay = 'TODAY' | 'TOMORROW';

export interface DemoEvent {
  /** A header picture (an inline SVG, so the demo works offline). */
  headerImg: string;
  title: string;
  type: DemoEventType;
  /** HH:mm, local time. */
  starttime: string;
  endtime: string;
  /** An Ionicons name. */
  icon: string;
  day: DemoDay;
  paragraph: string;
}

export interface DemoSmartControl {
  group: DeviceGroup;
  type: DeviceType;
  name: string;
  /** On, or locked for a lock. */
  toggle: boolean;
  /** °C, climate only. */
  temperature?: number;
  /** Percent, lighting only. */
  brightness?: number;
}

export interface DemoPreset {
  name: string;
  icon: string;
  text: string;
  toggle: boolean;
  /** What the preset does to the demo controls (by control name). */
  sets: Partial<Record<string, Partial<Pick<DemoSmartControl, 'toggle' | 'temperature' | 'brightness'>>>>;
}

export type DemoOrderStatus = 'P';

export interface DemoOffer {
  img: string;
  price: number;
  amount: number;
  title: string;
  dateRange: { from: DemoDay; to: DemoDay };
  processing: boolean;
  status: DemoOrderStatus;
  paragraph: string;
}

export interface DemoChatMessage {
  from: 'guide' | 'guest';
  /** HH:mm */
  time: string;
  paragraph: string;
  offer?: DemoOffer;
}

export type DemoServiceGroup = 'services' | 'food' | 'bikes';

export interface DemoService {
  name: string;
  group: DemoServiceGroup;
  featured: boolean;
  hide: boolean;
  img: string;
  /** Euros, as the wire carries them. */
  price: number;
  amount: number;
  disableAmount: boolean;
  processing: boolean;
  status: DemoOrderStatus;
}

/** A soft two-colour header picture with a horizon line; `hue` picks the colour. */
function art(hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" preserveAspectRatio="none">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,78%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue},45%,92%)"/></linearGradient></defs>` +
    `<rect width="320" height="120" fill="url(#g)"/>` +
    `<path d="M0 86 Q80 58 160 80 T320 72 V120 H0Z" fill="hsl(${hue},40%,42%)" opacity=".55"/>` +
    `<path d="M0 100 Q100 80 200 98 T320 92 V120 H0Z" fill="hsl(${hue},45%,30%)" opacity=".7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    headerImg: art(140),
    title: 'Dune walk to the lighthouse',
    type: 'HIKING',
    starttime: '09:30',
    endtime: '12:00',
    icon: 'walk-outline',
    day: 'TODAY',
    paragraph: 'An easy 7 km through the dunes with your guide, with a coffee stop at the lighthouse.',
  },
  {
    headerImg: art(30),
    title: 'Lunch at the beach pavilion',
    type: 'LUNCH',
    starttime: '12:30',
    endtime: '14:00',
    icon: 'restaurant-outline',
    day: 'TODAY',
    paragraph: 'Fresh fish and local cheese, with a table reserved at the window.',
  },
  {
    headerImg: art(200),
    title: 'Polder bike tour',
    type: 'BIKING',
    starttime: '10:00',
    endtime: '13:00',
    icon: 'bicycle-outline',
    day: 'TOMORROW',
    paragraph: 'A 25 km loop past windmills and farms; e-bikes available.',
  },
  {
    headerImg: art(260),
    title: 'Boat trip to the seal banks',
    type: 'EXCURSION',
    starttime: '14:30',
    endtime: '17:00',
    icon: 'boat-outline',
    day: 'TOMORROW',
    paragraph: 'Spot seals on the sandbanks from a small boat. Bring a warm jacket.',
  },
  {
    headerImg: art(350),
    title: 'Museum of the coast',
    type: 'VISIT',
    starttime: '15:00',
    endtime: '16:30',
    icon: 'business-outline',
    day: 'TODAY',
    paragraph: 'Shipwrecks, storms and the people who lived by the sea, with a guided tour in English.',
  },
];

export const DEMO_SMART_CONTROLS: readonly DemoSmartControl[] = [
  { group: 'lock', type: 'LOCK', name: 'Front door', toggle: true },
  { group: 'climate', type: 'CLIMATE', name: 'Living room heating', toggle: true, temperature: 20.5 },
  { group: 'lighting', type: 'LIGHT', name: 'Living room lights', toggle: false, brightness: 70 },
  { group: 'lighting', type: 'LIGHT', name: 'Bedroom lights', toggle: false, brightness: 40 },
];

export const DEMO_PRESETS: readonly DemoPreset[] = [
  {
    name: 'Good morning',
    icon: 'sunny-outline',
    text: 'Lights on bright and the heating to 20.5 °C.',
    toggle: false,
    sets: {
      'Living room heating': { toggle: true, temperature: 20.5 },
      'Living room lights': { toggle: true, brightness: 80 },
      'Bedroom lights': { toggle: true, brightness: 80 },
    },
  },
  {
    name: 'Good evening',
    icon: 'cloudy-night-outline',
    text: 'Lights dimmed to 40% and the heating to 21 °C.',
    toggle: false,
    sets: {
      'Living room heating': { toggle: true, temperature: 21 },
      'Living room lights': { toggle: true, brightness: 40 },
      'Bedroom lights': { toggle: true, brightness: 40 },
    },
  },
  {
    name: 'Good night',
    icon: 'moon-outline',
    text: 'Door locked, lights off and the heating down to 17 °C.',
    toggle: false,
    sets: {
      'Front door': { toggle: true },
      'Living room heating': { temperature: 17 },
      'Living room lights': { toggle: false },
      'Bedroom lights': { toggle: false },
    },
  },
];

export const DEMO_CHAT_MESSAGES: readonly DemoChatMessage[] = [
  { from: 'guide', time: '08:45', paragraph: 'Good morning! The sun is out: a perfect day for the dune walk at 9:30. Shall I save you a spot?' },
  { from: 'guest', time: '08:52', paragraph: 'Yes please, for two. Could we have breakfast in the suite first?' },
  {
    from: 'guide',
    time: '08:54',
    paragraph: 'Of course. I can bring it at 8:15 tomorrow too:',
    offer: {
      img: art(40),
      price: 7.95,
      amount: 2,
      title: 'Breakfast in your suite',
      dateRange: { from: 'TODAY', to: 'TOMORROW' },
      processing: false,
      status: 'P',
      paragraph: 'Fresh bread, eggs, fruit, coffee and juice, per person per day.',
    },
  },
  {
    from: 'guide',
    time: '09:02',
    paragraph: 'And for the bike tour tomorrow:',
    offer: {
      img: art(200),
      price: 49.95,
      amount: 2,
      title: 'E-bike',
      dateRange: { from: 'TOMORROW', to: 'TOMORROW' },
      processing: false,
      status: 'P',
      paragraph: 'Delivered to your suite at 9:30, with helmet and lock.',
    },
  },
];

/** Demo prices: housekeeping 7.95, groceries 12.95, breakfast 7.95, take-out 19.95, mountain bikes 24.95, e-bikes 49.95. */
export const DEMO_SERVICES: readonly DemoService[] = [
  { name: 'Housekeeping', group: 'services', featured: true, hide: false, img: art(180), price: 7.95, amount: 1, disableAmount: true, processing: false, status: 'P' },
  { name: 'Groceries', group: 'food', featured: false, hide: false, img: art(90), price: 12.95, amount: 1, disableAmount: false, processing: false, status: 'P' },
  { name: 'Breakfast', group: 'food', featured: true, hide: false, img: art(40), price: 7.95, amount: 2, disableAmount: false, processing: false, status: 'P' },
  { name: 'Take-out', group: 'food', featured: false, hide: false, img: art(10), price: 19.95, amount: 2, disableAmount: false, processing: false, status: 'P' },
  { name: 'Mountain bikes', group: 'bikes', featured: false, hide: false, img: art(120), price: 24.95, amount: 2, disableAmount: false, processing: false, status: 'P' },
  { name: 'E-bikes', group: 'bikes', featured: true, hide: false, img: art(200), price: 49.95, amount: 2, disableAmount: false, processing: false, status: 'P' },
];
