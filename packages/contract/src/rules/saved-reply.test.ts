import { describe, expect, it } from 'vitest';
import { fillSavedReply, savedReplyFor, unknownSavedReplyVariables } from './saved-reply';

const values = { firstname: 'Anna', suite: 'Suite 12', checkout: 'Sun 11:00', guide: null };

describe('saved replies', () => {
  it('finds the placeholders that are not variables, each once, letters of any language included', () => {
    expect(unknownSavedReplyVariables('Hi {firstname}, {fistname} and {fistname} in {suite} {prénom}')).toEqual(['fistname', 'prénom']);
    expect(unknownSavedReplyVariables('Hi {firstname}! {suite} {checkout} {guide} { spaced } {}')).toEqual([]);
  });

  it('fills the variables it has a value for and leaves the others as written', () => {
    expect(fillSavedReply('Hi {firstname}, {suite} until {checkout}. {guide} {other}', values)).toBe('Hi Anna, Suite 12 until Sun 11:00. {guide} {other}');
  });

  it("chooses the guest's language, else the location's, else English, and says when the guest's is missing", () => {
    const text = { en: 'Hello', nl: 'Hallo', de: '  ', fr: null };
    expect(savedReplyFor(text, 'nl', 'en')).toEqual({ text: 'Hallo', language: 'nl', isGuestLanguageMissing: false });
    expect(savedReplyFor(text, 'de', 'nl')).toEqual({ text: 'Hallo', language: 'nl', isGuestLanguageMissing: true });
    expect(savedReplyFor(text, 'fr', 'de')).toEqual({ text: 'Hello', language: 'en', isGuestLanguageMissing: true });
    expect(savedReplyFor(text, null, 'nl')).toEqual({ text: 'Hallo', language: 'nl', isGuestLanguageMissing: false });
  });
});
