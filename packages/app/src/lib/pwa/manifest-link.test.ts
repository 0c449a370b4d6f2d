import { APP_LANGUAGES } from '@stay/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestFor } from '../../../vite-pwa';
import { chooseLanguage } from '../i18n/language-preference';
import { createI18n } from '../i18n/i18n';
import { linkManifest } from './manifest-link';

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove()));

function withManifestLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.append(link);
  return link;
}

describe('the web app manifest per language', () => {
  it('builds one manifest per language, the same app (id, start, icons) with its own texts and lang', () => {
    const manifests = APP_LANGUAGES.map((language) => manifestFor(language));
    expect(manifests.map((manifest) => manifest.lang)).toEqual(['en', 'nl', 'de', 'fr']);
    expect(manifests.map((manifest) => manifest.description)).toEqual([
      'Your suite, your guide and our services during your stay.',
      'Je suite, je gids en onze services tijdens je verblijf.',
      'Deine Suite, dein Guide und unsere Services während deines Aufenthalts.',
      'Votre suite, votre guide et nos services pendant votre séjour.',
    ]);
    for (const manifest of manifests) {
      expect(manifest).toMatchObject({ id: '/', name: 'Stay Companion', start_url: '/', display: 'standalone', icons: manifests[0]!.icons });
    }
  });

  it("links the manifest of the page's language, and leaves a page without a link alone", () => {
    linkManifest('de');
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    const link = withManifestLink();
    linkManifest('fr');
    expect(link.getAttribute('href')).toBe('/manifest-fr.webmanifest');
    linkManifest('en');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('follows a language switch in the app', async () => {
    const link = withManifestLink();
    await chooseLanguage(createI18n('en'), 'nl', window.localStorage);
    expect(link.getAttribute('href')).toBe('/manifest-nl.webmanifest');
    expect(document.documentElement.lang).toBe('nl');
  });
});
