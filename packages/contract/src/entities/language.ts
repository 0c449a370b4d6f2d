/**
 * The languages the app speaks, interface and content alike: English (the source of every text and the last fallback),
 * Dutch, German and French.
 */
export const APP_LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** The app's language for a BCP 47 tag or a browser's preference ("de-AT" → de); undefined for any other language. */
export function appLanguageOf(tag: string | null | undefined): AppLanguage | undefined {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return APP_LANGUAGES.find((language) => language === primary);
}
