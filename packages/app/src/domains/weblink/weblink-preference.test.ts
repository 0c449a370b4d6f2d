import { describe, expect, it } from 'vitest';
import { WEBLINK_CATEGORIES, weblinkWith } from '@/test/weblink-fixtures';
import { forAudience } from './weblink-preference';

const manuals = {
  ...WEBLINK_CATEGORIES[2]!,
  links: [
    weblinkWith({ _id: 'other-suite', title: 'Lock (Suite 3)', categoryId: 'manuals', assetcode: 's3' }),
    weblinkWith({ _id: 'english', title: 'Thermostat (EN)', categoryId: 'manuals', language: 'en' }),
    weblinkWith({ _id: 'own-suite', title: 'Lock (Suite 12)', categoryId: 'manuals', assetcode: 's12' }),
    weblinkWith({ _id: 'dutch', title: 'Thermostaat (NL)', categoryId: 'manuals', language: 'nl' }),
  ],
};
const ids = (categories: ReturnType<typeof forAudience>) => categories.map((category) => [category._id, category.links.map((link) => link._id)]);

describe('forAudience', () => {
  it("puts the guest's suite first, then the guest's language, another suite's links last, and their category on top", () => {
    const sorted = forAudience([WEBLINK_CATEGORIES[0]!, manuals], { suiteIds: ['s12'], language: 'nl' });
    expect(ids(sorted)).toEqual([
      ['manuals', ['own-suite', 'dutch', 'english', 'other-suite']],
      ['faq-stay', ['wifi', 'checkin']],
    ]);
  });

  it('keeps the order of categories and links when nothing is known of the guest', () => {
    const sorted = forAudience([WEBLINK_CATEGORIES[0]!, manuals], { suiteIds: [], language: null });
    expect(ids(sorted)).toEqual([
      ['faq-stay', ['wifi', 'checkin']],
      ['manuals', ['english', 'dutch', 'other-suite', 'own-suite']],
    ]);
  });
});
