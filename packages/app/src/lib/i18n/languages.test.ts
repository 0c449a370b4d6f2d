import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages';

describe('detectLanguage', () => {
  it('speaks Dutch to a browser that prefers Dutch', () => {
    expect(detectLanguage(['nl'])).toBe('nl');
    expect(detectLanguage(['nl-NL', 'en'])).toBe('nl');
    expect(detectLanguage(['NL-be'])).toBe('nl');
  });

  it('speaks English to every other browser', () => {
    expect(detectLanguage(['en-US', 'nl'])).toBe('en');
    expect(detectLanguage(['de-DE'])).toBe('en');
    expect(detectLanguage(['nld'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });
});
