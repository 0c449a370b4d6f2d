import { describe, expect, it } from 'vitest';
import { guideProfileBodyOf, missingBioLanguages, offeredTags, toggled } from './guide-profile-form';

describe('guide profile form', () => {
  it('marks the languages the bio is missing in, English too when it is empty', () => {
    expect(missingBioLanguages({ bio: 'Hi', bioNl: 'Hoi', bioDe: ' ', bioFr: '' })).toEqual(['de', 'fr']);
    expect(missingBioLanguages({ bio: '', bioNl: 'Hoi', bioDe: 'Hallo', bioFr: 'Salut' })).toEqual(['en']);
  });

  it('sends empty translations as missing (null) and trims the texts', () => {
    expect(guideProfileBodyOf({ bio: ' Hi ', bioNl: '', bioDe: ' Hallo ', bioFr: '  ', languages: ['de'], tags: ['food'] })).toEqual({
      bio: 'Hi',
      bioNl: null,
      bioDe: 'Hallo',
      bioFr: null,
      languages: ['de'],
      tags: ['food'],
    });
  });

  it('toggles items in order and offers the known tags before the guide’s own others', () => {
    expect(toggled(['nl', 'en'], 'de', true)).toEqual(['nl', 'en', 'de']);
    expect(toggled(['nl', 'en'], 'nl', false)).toEqual(['en']);
    expect(offeredTags(['surfing', 'food']).slice(-2)).toEqual(['kids', 'surfing']);
  });
});
