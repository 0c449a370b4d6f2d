import { describe, expect, it } from 'vitest';
import { savedReplyBodyOf, savedReplyFormOf, savedReplyFormProblems } from './saved-reply-form';

describe('saved reply form', () => {
  it('needs a title and the English text, and names an unknown variable by the field it is in', () => {
    const form = { ...savedReplyFormOf(null), text: { en: ' ', nl: 'Hoi {voornaam}', de: '', fr: 'Bonjour {firstname}' } };
    expect(savedReplyFormProblems(form)).toEqual({
      title: { kind: 'titleRequired' },
      'text.en': { kind: 'englishRequired' },
      'text.nl': { kind: 'unknownVariable', name: '{voornaam}' },
    });
    expect(savedReplyFormProblems({ ...form, title: 'Hi', shortcut: 'two words', text: { ...form.text, en: 'Hi {firstname}', nl: '' } })).toEqual({
      shortcut: { kind: 'shortcutInvalid' },
    });
  });

  it('sends empty translations as missing (null), a shared reply only when asked', () => {
    const form = { ...savedReplyFormOf(null, true), title: 'Towels', shortcut: '', text: { en: 'Towels for {suite}', nl: '  ', de: 'Handtücher für {suite}', fr: '' } };
    expect(savedReplyBodyOf(form)).toEqual({
      title: 'Towels',
      shortcut: null,
      text: { en: 'Towels for {suite}', nl: null, de: 'Handtücher für {suite}', fr: null },
      shared: true,
    });
  });
});
