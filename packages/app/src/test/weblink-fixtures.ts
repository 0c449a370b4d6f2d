import type { GuestWeblinks, Weblink, WeblinkCategoryWithLinks } from '@stay/contract';

export const weblinkWith = (overrides: Partial<Weblink> = {}): Weblink => ({
  _id: 'wifi',
  title: 'Wi-Fi at the park',
  url: 'https://www.duinpark.example/faq/wifi',
  description: 'Network name and password',
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
    kind: 'faq',
    icon: 'help-circle-outline',
    order: 0,
    links: [
      weblinkWith(),
      weblinkWith({ _id: 'checkin', title: 'Check-in and check-out', url: 'https://www.duinpark.example/faq/check-in', description: '', order: 1, shareCount: 0, language: 'en' }),
    ],
  },
  {
    _id: 'tips-beach',
    name: 'Beach',
    nameNl: 'Strand',
    kind: 'gem',
    icon: 'sparkles-outline',
    order: 1,
    links: [weblinkWith({ _id: 'beach', title: 'Beach pavilion De Zeemeeuw', url: 'https://zeemeeuw.example', description: 'Lunch with a sea view', categoryId: 'tips-beach', shareCount: 1 })],
  },
  { _id: 'manuals', name: 'Manuals', nameNl: null, kind: 'other', icon: 'folder-outline', order: 2, links: [] },
];

export const GUEST_WEBLINKS: GuestWeblinks = {
  faq: [{ ...WEBLINK_CATEGORIES[0]!, nameNl: null }],
  gem: [{ ...WEBLINK_CATEGORIES[1]!, nameNl: null }],
  faqLink: 'https://www.duinpark.example/faq',
  faqLinks: [
    { title: 'House rules', href: 'https://www.duinpark.example/house-rules' },
    { title: 'Broken link', href: 'javascript:alert(1)' },
  ],
};
