import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchGuides } from './matching';

const guides = [
  { id: 'g3', firstname: 'Sanne', tags: ['hiking', 'nature', 'kids'] },
  { id: 'g1', firstname: 'Bram', tags: ['food', 'culture'] },
  { id: 'g2', firstname: 'Anna', tags: ['Hiking', 'biking'] },
];

describe('matchGuides', () => {
  it('scores one point per matching answer tag, highest first', () => {
    const result = matchGuides(guides, [['hiking', 'nature'], ['kids']]);
    expect(result.map((entry) => [entry.guide.id, entry.score, entry.matchedTags])).toEqual([
      ['g3', 3, ['hiking', 'kids', 'nature']],
      ['g2', 1, ['hiking']],
      ['g1', 0, []],
    ]);
  });

  it('breaks ties by first name, then id', () => {
    const result = matchGuides(guides, [['nothing']]);
    expect(result.map((entry) => entry.guide.id)).toEqual(['g2', 'g1', 'g3']);
  });

  it('counts a tag repeated within one answer once, and across answers per answer', () => {
    expect(matchGuides([guides[1]!], [['food', 'food']])[0]!.score).toBe(1);
    expect(matchGuides([guides[1]!], [['food'], ['food']])[0]!.score).toBe(2);
  });

  it('is deterministic: the order of the guides given does not change the result', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(guides, { minLength: guides.length }),
        fc.array(fc.array(fc.constantFrom('hiking', 'nature', 'kids', 'food', 'culture', 'biking')), { maxLength: 5 }),
        (shuffled, answers) => {
          expect(matchGuides(shuffled, answers)).toEqual(matchGuides(guides, answers));
        },
      ),
    );
  });
});
