import { describe, expect, it } from 'vitest';
import { filterQuickTexts, slashQueryOf, type QuickTextView } from './quick-texts';

const item = (id: string, title: string, shortcut: string | null, text: string): QuickTextView => ({ id, title, shortcut, text, notice: null });
const ITEMS = [
  item('welcome', 'Welcome', 'welcome', 'Welcome to Suite 12, Anna!'),
  item('towels', 'Fresh towels', 'towels', 'Fresh towels are on their way to Suite 12.'),
  item('checkout', 'Checkout reminder', 'checkout', 'Checkout is Wed 25 Mar, 10:00. Have a safe trip!'),
];

describe('quick texts', () => {
  it('reads the query after a / that starts the message, on its first line only', () => {
    expect(slashQueryOf('/')).toBe('');
    expect(slashQueryOf('/tow')).toBe('tow');
    expect(slashQueryOf('/fresh towels')).toBe('fresh towels');
    expect(slashQueryOf('Hi /tow')).toBeNull();
    expect(slashQueryOf('/tow\nmore')).toBeNull();
    expect(slashQueryOf('')).toBeNull();
  });

  it('keeps every text for an empty query, in order', () => {
    expect(filterQuickTexts(ITEMS, '').map((entry) => entry.id)).toEqual(['welcome', 'towels', 'checkout']);
  });

  it('matches every word in the shortcut, title or text, case-insensitively, shortcut matches first', () => {
    expect(filterQuickTexts(ITEMS, 'TOW').map((entry) => entry.id)).toEqual(['towels']);
    expect(filterQuickTexts(ITEMS, 'suite 12').map((entry) => entry.id)).toEqual(['welcome', 'towels']);
    expect(filterQuickTexts(ITEMS, 'che').map((entry) => entry.id)).toEqual(['checkout']);
    // "trip" only occurs in the checkout text; "safe trip" needs both words.
    expect(filterQuickTexts(ITEMS, 'safe trip').map((entry) => entry.id)).toEqual(['checkout']);
    expect(filterQuickTexts(ITEMS, 'sauna')).toEqual([]);
  });
});
