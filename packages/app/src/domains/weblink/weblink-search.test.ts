import { describe, expect, it } from 'vitest';
import { WEBLINK_CATEGORIES } from '@/test/weblink-fixtures';
import { linkMatches, searchCategories } from './weblink-search';
import { categoryNameOf, weblinkLanguageOf } from './weblink-language';

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

  it('names a category in Dutch when it has a Dutch name, and maps the app language', () => {
    expect(categoryNameOf(WEBLINK_CATEGORIES[0]!, 'nl')).toBe('Je verblijf');
    expect(categoryNameOf(WEBLINK_CATEGORIES[2]!, 'nl')).toBe('Manuals');
    expect(categoryNameOf(WEBLINK_CATEGORIES[0]!, 'en')).toBe('Your stay');
    expect(weblinkLanguageOf('nl-NL')).toBe('nl');
    expect(weblinkLanguageOf('de')).toBe('en');
  });
});
