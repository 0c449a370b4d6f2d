import type { GuestWeblinks, Weblink, WeblinkCategoryWithLinks } from '@stay/contract';

export const weblinkWith = (overrides: Partial<Weblink> = {}): Weblink => ({
  _id: 'wifi',
  title: 'Wi-Fi at the park',
  titleNl: null,
  titleDe: null,
  titleFr: null,
  url: 'https://www.duinpark.example/faq/wifi',
  description: 'Network name and password',
  descriptionNl: null,
  descriptionDe: null,
  descriptionFr: null,
  categoryId: 'faq-stay',
  assetcode: null,
  icon: 'link-outline',
  language: null,
  order: 0,
  shareCount: 3,
  ...overrides,
});

/** A faq category with two links, a tips category with one, and an empty staff category. */
export const WEBLINK_CATEGORIES: WeblinkCategoryWithLinks[] = [
  {
    _id: 'faq-stay',
    name: 'Your stay',
    nameNl: 'Je verblijf',
    nameDe: 'Dein Aufenthalt',
    nameFr: null,
    kind: 'faq',
    icon: 'help-circle-outline',
    order: 0,
    links: [
      weblinkWith({ titleDe: 'WLAN im Park', titleFr: 'Wi-Fi au parc' }),
      weblinkWith({ _id: 'checkin', title: 'Check-in and check-out', url: 'https://www.duinpark.example/faq/check-in', description: '', order: 1, shareCount: 0, language: 'en' }),
    ],
  },
  {
    _id: 'tips-beach',
    name: 'Beach',
    nameNl: 'Strand',
    nameDe: null,
    nameFr: 'Plage',
    kind: 'gem',
    icon: 'sparkles-outline',
    order: 1,
    links: [weblinkWith({ _id: 'beach', title: 'Beach pavilion De Zeemeeuw', url: 'https://zeemeeuw.example', description: 'Lunch with a sea view', categoryId: 'tips-beach', shareCount: 1 })],
  },
  { _id: 'manuals', name: 'Manuals', nameNl: null, nameDe: null, nameFr: null, kind: 'other', icon: 'folder-outline', order: 2, links: [] },
];

export const GUEST_WEBLINKS: GuestWeblinks = {
  faq: [{ ...WEBLINK_CATEGORIES[0]!, nameNl: null, nameDe: null, nameFr: null }],
  gem: [{ ...WEBLINK_CATEGORIES[1]!, nameNl: null, nameDe: null, nameFr: null }],
  faqLink: 'https://www.duinpark.example/faq',
  faqLinks: [
    { title: 'House rules', href: 'https://www.duinpark.example/house-rules' },
    { title: 'Broken link', href: 'javascript:alert(1)' },
  ],
};
