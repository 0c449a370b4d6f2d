import type { AppLanguage } from '@stay/contract';

/**
 * The web app manifest's texts per language: what the phone shows when the app is installed. The name is the brand
 * in every language; the description says what the app is for. The build writes one manifest per language
 * (vite-pwa.ts) and the app links the one of its language (manifest-link.ts).
 */
export const MANIFEST_TEXTS: Record<AppLanguage, { name: string; short_name: string; description: string }> = {
  en: { name: 'Stay Companion', short_name: 'Stay', description: 'Your suite, your guide and our services during your stay.' },
  nl: { name: 'Stay Companion', short_name: 'Stay', description: 'Je suite, je gids en onze services tijdens je verblijf.' },
  de: { name: 'Stay Companion', short_name: 'Stay', description: 'Deine Suite, dein Guide und unsere Services während deines Aufenthalts.' },
  fr: { name: 'Stay Companion', short_name: 'Stay', description: 'Votre suite, votre guide et nos services pendant votre séjour.' },
};

/** The manifest of a language, as the build names it: English is the one vite-plugin-pwa links in index.html. */
export function manifestFileOf(language: AppLanguage): string {
  return language === 'en' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`;
}
