import type { SavedReply } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { chatWith } from '@/test/chat-fixtures';
import { savedReplyInsertion, savedReplyValues } from './saved-reply-text';

const reply = (text: Partial<SavedReply['text']>): SavedReply => ({
  _id: 'sr1',
  location: 'l1',
  scope: 'shared',
  employee: null,
  title: 'Checkout',
  shortcut: 'checkout',
  text: { en: 'Hi {firstname}, checkout from {suite} is {checkout}. {guide}', nl: null, de: null, fr: null, ...text },
  canEdit: false,
  created: '2026-03-01T10:00:00.000Z',
  updated: '2026-03-01T10:00:00.000Z',
});

// The fixture's guest reads German; the location's content language is Dutch; late checkout until 11:00 Amsterdam time.
const reservation = chatWith().reservation!;

describe('saved reply text for a chat', () => {
  it("fills the variables from the chat: first name, suite, the (late) checkout in the park's time zone, guide", () => {
    expect(savedReplyValues(reservation, 'en')).toEqual({ firstname: 'Anna', suite: 'Suite Zeezicht 12', checkout: 'Wed 25 Mar, 11:00', guide: 'Sanne' });
    expect(savedReplyValues({ ...reservation, lateCheckout: false }, 'nl').checkout).toBe('wo 25 mrt, 10:00');
    expect(savedReplyValues({ ...reservation, guide: null, mainGuest: null }, 'en')).toMatchObject({ firstname: null, guide: null });
  });

  it("inserts the guest's language with the variables filled", () => {
    const insertion = savedReplyInsertion(reply({ de: 'Hallo {firstname}, Check-out aus {suite} ist {checkout}. {guide}' }), reservation);
    expect(insertion.language).toBe('de');
    expect(insertion.missingLanguage).toBeNull();
    expect(insertion.text).toMatch(/^Hallo Anna, Check-out aus Suite Zeezicht 12 ist .+11:00\. Sanne$/);
  });

  it("says the guest's language is missing and falls back to the location's language, then English", () => {
    const dutch = savedReplyInsertion(reply({ nl: 'Hoi {firstname}, uitchecken is {checkout}.' }), reservation);
    expect(dutch).toEqual({ text: 'Hoi Anna, uitchecken is wo 25 mrt, 11:00.', language: 'nl', missingLanguage: 'de' });
    const english = savedReplyInsertion(reply({ fr: 'Bonjour {firstname}' }), reservation);
    expect(english).toMatchObject({ language: 'en', missingLanguage: 'de' });
    expect(english.text).toBe('Hi Anna, checkout from Suite Zeezicht 12 is Wed 25 Mar, 11:00. Sanne');
  });

  it('leaves a variable the chat has no value for as written, and uses the location language for an unknown guest language', () => {
    const insertion = savedReplyInsertion(reply({ nl: 'Je gids is {guide}.' }), { ...reservation, guide: null, guestLanguage: null });
    expect(insertion).toEqual({ text: 'Je gids is {guide}.', language: 'nl', missingLanguage: null });
  });
});
