import { describe, expect, it } from 'vitest';
import { weblinkWith } from '@/test/weblink-fixtures';
import { categoryBodyOf, categoryFormOf, categoryFormProblems, weblinkBodyOf, weblinkFormOf, weblinkFormProblems, withWebScheme } from './weblink-form';

const valid = { ...weblinkFormOf(null, 'c1'), title: 'Wi-Fi', url: 'https://www.duinpark.example/wifi' };

describe('the web link form', () => {
  it('accepts a titled http or https address', () => {
    expect(weblinkFormProblems(valid)).toEqual({});
    expect(weblinkFormProblems({ ...valid, url: 'http://duinpark.example/a?b=c' })).toEqual({});
  });

  it('refuses an address that is not http or https, or not a full address', () => {
    for (const url of ['javascript:alert(1)', 'ftp://duinpark.example/file', 'mailto:info@duinpark.example', '/faq', 'https://exa mple.com', 'data:text/html,x']) {
      expect(weblinkFormProblems({ ...valid, url }).url, url).toBe('invalidUrl');
    }
  });

  it('accepts an address without a scheme and sends it with https:// in front', () => {
    for (const url of ['example.com', ' www.duinpark.example/faq ', 'duinpark.example:8080/wifi']) {
      expect(weblinkFormProblems({ ...valid, url }).url, url).toBeUndefined();
    }
    expect(weblinkBodyOf({ ...valid, url: ' example.com ' }).url).toBe('https://example.com');
    expect(weblinkBodyOf({ ...valid, url: 'duinpark.example:8080/wifi' }).url).toBe('https://duinpark.example:8080/wifi');
    expect(weblinkBodyOf({ ...valid, url: 'http://example.com' }).url).toBe('http://example.com');
    expect(withWebScheme('HTTPS://example.com')).toBe('HTTPS://example.com');
  });

  it('needs a title, an address and a category', () => {
    expect(weblinkFormProblems({ ...valid, title: '  ', url: '', categoryId: '' })).toEqual({ title: 'required', url: 'required', categoryId: 'required' });
    expect(weblinkFormProblems({ ...valid, title: 'x'.repeat(121) }).title).toBe('tooLong');
  });

  it('sends trimmed fields, "every language" as null and an empty asset code as null', () => {
    expect(weblinkBodyOf({ ...valid, title: ' Wi-Fi ', titleDe: ' WLAN ', description: ' ', assetcode: '' })).toEqual({
      title: 'Wi-Fi',
      titleNl: null,
      titleDe: 'WLAN',
      titleFr: null,
      url: 'https://www.duinpark.example/wifi',
      description: '',
      descriptionNl: null,
      descriptionDe: null,
      descriptionFr: null,
      categoryId: 'c1',
      language: null,
      assetcode: null,
    });
    expect(weblinkBodyOf({ ...valid, language: 'nl', assetcode: 'ZZ12' })).toMatchObject({ language: 'nl', assetcode: 'ZZ12' });
  });

  it('starts from the link being edited', () => {
    const link = {
      ...weblinkWith({ _id: 'l1', title: 'Sauna', url: 'https://x.example', description: 'd', categoryId: 'c2', language: 'fr', order: 1 }),
      titleFr: 'Sauna du parc',
    };
    expect(weblinkFormOf(link, 'c1')).toEqual({
      title: 'Sauna',
      titleNl: '',
      titleDe: '',
      titleFr: 'Sauna du parc',
      url: 'https://x.example',
      description: 'd',
      descriptionNl: '',
      descriptionDe: '',
      descriptionFr: '',
      categoryId: 'c2',
      language: 'fr',
      assetcode: '',
    });
  });
});

describe('the category form', () => {
  it('needs an English name and sends an empty translation as null', () => {
    expect(categoryFormProblems(categoryFormOf(null))).toEqual({ name: 'required' });
    expect(categoryBodyOf({ name: ' Tips ', nameNl: ' ', nameDe: ' Tipps ', nameFr: '', kind: 'gem' })).toEqual({ name: 'Tips', nameNl: null, nameDe: 'Tipps', nameFr: null, kind: 'gem' });
    expect(categoryFormProblems({ ...categoryFormOf(null), name: 'Tips', nameFr: 'x'.repeat(81) })).toEqual({ nameFr: 'tooLong' });
  });
});
