import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchGuides, type MatchAnswer } from '../../../src/modules/guide-selection/matching';

const guides = [
  { id: 'g3', firstname: 'Sanne', tags: ['hiking', 'nature', 'history'] },
  { id: 'g1', firstname: 'Bram', tags: ['food', 'culture', 'wine', 'history'] },
  { id: 'g2', firstname: 'Anouk', tags: ['Biking', 'beach', 'kids'] },
];

const answer = (label: string, value: string, tags: string[]): MatchAnswer => ({ label, value, tags });
const cycling = answer('interests', 'biking', ['biking']);
const beach = answer('interests', 'beach', ['beach']);
const family = answer('company', 'family', ['kids', 'beach']);
const active = answer('pace', 'active', ['hiking', 'biking']);

const TAGS = ['hiking', 'nature', 'history', 'food', 'culture', 'wine', 'biking', 'beach', 'kids', 'other'];
const answersArbitrary = fc.array(
  fc.record({ label: fc.constantFrom('interests', 'company', 'pace'), value: fc.constantFrom('a', 'b', 'c', 'd'), tags: fc.array(fc.constantFrom(...TAGS), { maxLength: 4 }) }),
  { maxLength: 8 },
);
const distinctCount = (answers: readonly MatchAnswer[]) => new Set(answers.map((entry) => `${entry.label}/${entry.value}`)).size;

describe('matchGuides', () => {
  it('scores one point per answer of the guest that fits, highest first, and names those answers', () => {
    const result = matchGuides(guides, [cycling, beach, family, active]);
    expect(result.map((entry) => [entry.guide.firstname, entry.score, entry.matchedAnswers.map((fit) => fit.value)])).toEqual([
      ['Anouk', 4, ['biking', 'beach', 'family', 'active']],
      ['Sanne', 1, ['active']],
      ['Bram', 0, []],
    ]);
  });

  it('counts an answer with several fitting tags once', () => {
    expect(matchGuides([guides[2]!], [family])[0]!.score).toBe(1);
  });

  it('counts the same answer given twice once', () => {
    expect(matchGuides([guides[2]!], [cycling, cycling])[0]!.score).toBe(1);
  });

  it('breaks ties by first name, then id', () => {
    const result = matchGuides(guides, [answer('x', 'y', ['nothing'])]);
    expect(result.map((entry) => entry.guide.id)).toEqual(['g2', 'g1', 'g3']);
  });

  it('never scores more than the answers given, and the score is the number of answers named', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        for (const { score, matchedAnswers } of matchGuides(guides, answers)) {
          expect(score).toBeLessThanOrEqual(distinctCount(answers));
          expect(score).toBe(matchedAnswers.length);
        }
      }),
    );
  });

  it('names only answers the guest gave, each fitting the guide', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        for (const { guide, matchedAnswers } of matchGuides(guides, answers)) {
          const guideTags = guide.tags.map((tag) => tag.toLowerCase());
          for (const fit of matchedAnswers) {
            expect(answers).toContain(fit);
            expect(fit.tags.some((tag) => guideTags.includes(tag))).toBe(true);
          }
        }
      }),
    );
  });

  it('names nothing when no answer was given', () => {
    expect(matchGuides(guides, []).every((entry) => entry.score === 0 && entry.matchedAnswers.length === 0)).toBe(true);
  });

  it('is deterministic: the order of the guides given does not change the result', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(guides, { minLength: guides.length }), answersArbitrary, (shuffled, answers) => {
        expect(matchGuides(shuffled, answers)).toEqual(matchGuides(guides, answers));
      }),
    );
  });
});
