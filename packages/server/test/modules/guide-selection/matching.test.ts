import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inGuestLanguageOrder, matchGuides, type MatchAnswer } from '../../../src/modules/guide-selection/matching';

const guides = [
  { id: 'g3', firstname: 'Sanne', tags: ['hiking', 'nature', 'history'], languages: ['nl', 'en'] },
  { id: 'g1', firstname: 'Bram', tags: ['food', 'culture', 'wine', 'history'], languages: ['nl', 'en'] },
  { id: 'g2', firstname: 'Anouk', tags: ['Biking', 'beach', 'kids'], languages: ['nl', 'en'] },
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
    const result = matchGuides(guides, [cycling, beach, family, active], 'en');
    expect(result.map((entry) => [entry.guide.firstname, entry.score, entry.matchedAnswers.map((fit) => fit.value)])).toEqual([
      ['Anouk', 4, ['biking', 'beach', 'family', 'active']],
      ['Sanne', 1, ['active']],
      ['Bram', 0, []],
    ]);
  });

  it('counts an answer with several fitting tags once', () => {
    expect(matchGuides([guides[2]!], [family], 'en')[0]!.score).toBe(1);
  });

  it('counts the same answer given twice once', () => {
    expect(matchGuides([guides[2]!], [cycling, cycling], 'en')[0]!.score).toBe(1);
  });

  it('breaks ties by first name, then id', () => {
    const result = matchGuides(guides, [answer('x', 'y', ['nothing'])], 'en');
    expect(result.map((entry) => entry.guide.id)).toEqual(['g2', 'g1', 'g3']);
  });

  it('never scores more than the answers given, and the score is the number of answers named', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        for (const { score, matchedAnswers } of matchGuides(guides, answers, 'en')) {
          expect(score).toBeLessThanOrEqual(distinctCount(answers));
          expect(score).toBe(matchedAnswers.length);
        }
      }),
    );
  });

  it('names only answers the guest gave, each fitting the guide', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        for (const { guide, matchedAnswers } of matchGuides(guides, answers, 'en')) {
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
    expect(matchGuides(guides, [], 'en').every((entry) => entry.score === 0 && entry.matchedAnswers.length === 0)).toBe(true);
  });

  it('is deterministic: the order of the guides given does not change the result', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(guides, { minLength: guides.length }), answersArbitrary, (shuffled, answers) => {
        expect(matchGuides(shuffled, answers, 'en')).toEqual(matchGuides(guides, answers, 'en'));
      }),
    );
  });

  describe("the guest's language", () => {
    const speaking = (id: string, firstname: string, languages: string[], tags: string[] = ['hiking']) => ({ id, firstname, tags, languages });
    const hiking = answer('interests', 'hiking', ['hiking']);

    it('ranks the guide who speaks the guest\'s language first, all else equal', () => {
      const guidesOf = [speaking('a', 'Anna', ['nl', 'en']), speaking('b', 'Birgit', ['de', 'en'])];
      expect(matchGuides(guidesOf, [hiking], 'de').map((entry) => [entry.guide.firstname, entry.score, entry.speaksGuestLanguage])).toEqual([
        ['Birgit', 1, true],
        ['Anna', 1, false],
      ]);
      // The same guides for a Dutch guest: Anna speaks Dutch.
      expect(matchGuides(guidesOf, [hiking], 'nl').map((entry) => entry.guide.firstname)).toEqual(['Anna', 'Birgit']);
    });

    it('reads the guide\'s languages as language tags (de-DE speaks de), case aside', () => {
      const result = matchGuides([speaking('a', 'Anna', ['en']), speaking('b', 'Birgit', ['DE-de'])], [], 'de');
      expect(result.map((entry) => entry.guide.id)).toEqual(['b', 'a']);
    });

    it('weighs the language as one fitting answer: one answer more ties it and wins on the score, two outweigh it', () => {
      const german = speaking('g', 'Gerda', ['de'], ['hiking']);
      const dutch = speaking('d', 'Daan', ['nl'], ['hiking', 'food', 'wine']);
      const food = answer('interests', 'food', ['food']);
      const wine = answer('interests', 'wine', ['wine']);
      expect(matchGuides([german, dutch], [hiking, food], 'de').map((entry) => [entry.guide.id, entry.score])).toEqual([
        ['d', 2],
        ['g', 1],
      ]);
      expect(matchGuides([german, dutch], [hiking, food, wine], 'de').map((entry) => entry.guide.id)).toEqual(['d', 'g']);
      expect(matchGuides([german, speaking('d', 'Daan', ['nl'], ['hiking'])], [hiking], 'de').map((entry) => entry.guide.id)).toEqual(['g', 'd']);
    });

    it('keeps the score the number of fitting answers: the language is never counted in it', () => {
      fc.assert(
        fc.property(answersArbitrary, fc.constantFrom('en', 'nl', 'de', 'fr'), (answers, language) => {
          for (const { score, matchedAnswers } of matchGuides(guides, answers, language)) expect(score).toBe(matchedAnswers.length);
        }),
      );
    });

    it('lists guides without answers with those who speak the guest\'s language first, then by first name', () => {
      const listed = inGuestLanguageOrder([speaking('a', 'Anna', ['nl']), speaking('c', 'Chloé', ['fr']), speaking('b', 'Bram', ['en', 'fr'])], 'fr');
      expect(listed.map((guide) => guide.firstname)).toEqual(['Bram', 'Chloé', 'Anna']);
    });
  });
});
