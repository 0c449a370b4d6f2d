import { describe, expect, it } from 'vitest';
import { canEditWeblinks, isWeblinkUrl } from './weblink';

describe('isWeblinkUrl', () => {
  it('accepts absolute http and https addresses with a domain name', () => {
    for (const url of ['https://www.duinpark.example/faq', 'http://duinpark.example', 'HTTPS://WWW.DUINPARK.EXAMPLE/a?b=c#d']) {
      expect(isWeblinkUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes, bare paths, spaces, control characters and overlong addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'ftp://files.duinpark.example/a',
      'data:text/html,hi',
      'mailto:info@duinpark.example',
      '/faq',
      'www.duinpark.example',
      'https://',
      'https://duin park.example',
      'https://duinpark.example/a b',
      'https://duinpark.example/\u0000',
      `https://duinpark.example/${'a'.repeat(2048)}`,
    ]) {
      expect(isWeblinkUrl(url), url).toBe(false);
    }
  });
});

describe('canEditWeblinks', () => {
  it('lets support and management edit and guides read by default', () => {
    expect(canEditWeblinks('MANAGEMENT', {})).toBe(true);
    expect(canEditWeblinks('CUBER', {})).toBe(true);
    expect(canEditWeblinks('BACKOFFICE', undefined)).toBe(true);
    expect(canEditWeblinks('GUIDE', {})).toBe(false);
    expect(canEditWeblinks('GUEST', {})).toBe(false);
  });

  it('follows weblink.edit when the settings set it', () => {
    expect(canEditWeblinks('GUIDE', { weblink: { edit: true } })).toBe(true);
    expect(canEditWeblinks('MANAGEMENT', { weblink: { edit: false } })).toBe(false);
    expect(canEditWeblinks('GUIDE', { weblink: { edit: 'yes' } })).toBe(false);
  });
});
