import { describe, expect, it } from 'vitest';
import { WEBLINK_CATEGORIES } from '@/test/weblink-fixtures';
import { linkMatches, searchCategories } from './weblink-search';
import { categoryNameOf, linkTitleOf } from './weblink-language';

describe('web link search', () => {
  it('matches every word in the title, address, description or asset code, ignoring case and accents', () => {
    const [wifi] = WEBLINK_CATEGORIES[0]!.links;
    expect(linkMatches(wifi!, 'WI-FI password')).toBe(true);
    expect(linkMatches(wifi!, 'duinpark.example')).toBe(true);
    expect(linkMatches(wifi!, 'wifi sauna')).toBe(false);
    expect(linkMatches({ ...wifi!, title: 'Café de Strandtent' }, 'cafe')).toBe(true);
  });

  it('keeps the categories with matching links (all of a category whose name matches), and everything without a search', () => {
    expect(searchCategories(WEBLINK_CATEGORIES, '  ')).toHaveLength(3);
    const found = searchCategories(WEBLINK_CATEGORIES, 'check');
    expect(found.map((category) => [category._id, category.links.map((link) => link._id)])).toEqual([['faq-stay', ['checkin']]]);
    expect(searchCategories(WEBLINK_CATEGORIES, 'strand', (category) => categoryNameOf(category, 'nl')).map((category) => category.links.length)).toEqual([1]);
  });

  it('names a category in Dutch when it has a Dutch name', () => {
    expect(categoryNameOf(WEBLINK_CATEGORIES[0]!, 'nl')).toBe('Je verblijf');
    expect(categoryNameOf(WEBLINK_CATEGORIES[2]!, 'nl')).toBe('Manuals');
    expect(categoryNameOf(WEBLINK_CATEGORIES[0]!, 'en')).toBe('Your stay');
  });

  it('names categories and links in German and French, falling back to English where a text is missing', () => {
    const [stay, beach] = WEBLINK_CATEGORIES;
    expect([categoryNameOf(stay!, 'de'), categoryNameOf(stay!, 'fr'), categoryNameOf(beach!, 'fr-BE'), categoryNameOf(beach!, 'de')]).toEqual([
      'Dein Aufenthalt',
      'Your stay',
      'Plage',
      'Beach',
    ]);
    const [wifi, checkIn] = stay!.links;
    expect([linkTitleOf(wifi!, 'de'), linkTitleOf(wifi!, 'fr'), linkTitleOf(wifi!, 'nl'), linkTitleOf(checkIn!, 'de')]).toEqual([
      'WLAN im Park',
      'Wi-Fi au parc',
      'Wi-Fi at the park',
      'Check-in and check-out',
    ]);
  });

  it('finds a link by its title in another language', () => {
    const [wifi] = WEBLINK_CATEGORIES[0]!.links;
    expect(linkMatches(wifi!, 'wlan')).toBe(true);
  });
});
