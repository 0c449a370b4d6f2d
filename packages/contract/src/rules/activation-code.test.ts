import { describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_ALPHABET, checkActivationCode, formatActivationCode, normaliseActivationCode } from './activation-code';

describe('activation codes', () => {
  it('have no look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(ACTIVATION_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ACTIVATION_CODE_ALPHABET).size).toBe(ACTIVATION_CODE_ALPHABET.length);
  });

  it('accept a code in any case, spacing and grouping', () => {
    for (const typed of ['DUNE7WAVES', 'dune7-waves', ' Dune7 Waves ']) {
      expect(checkActivationCode(typed)).toBeNull();
      expect(normaliseActivationCode(typed.trim())).toBe('DUNE7WAVES');
    }
    expect(formatActivationCode('dune7waves')).toBe('DUNE7-WAVES');
  });

  it('refuse a value of another length or with characters outside the alphabet', () => {
    for (const typed of ['DUNE7WAVE', 'DUNE7WAVESS', 'DUNE0WAVES', '1071 XX', 'welcome@demo.stay']) expect(checkActivationCode(typed)).toBe('codeCheck');
  });
});
