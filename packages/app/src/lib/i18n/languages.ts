import { APP_LANGUAGES, appLanguageOf, type AppLanguage } from '@stay/contract';

export const SUPPORTED_LANGUAGES = APP_LANGUAGES;
export type Language = AppLanguage;

/** The first of the browser's preferred languages the app speaks (de-AT → German), English when it speaks none. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = appLanguageOf(tag);
    if (language) return language;
  }
  return 'en';
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The app's language for an i18next language or a browser tag ('de-AT' → 'de'); English for any other. */
export function appLanguageOrEnglish(tag: string): Language {
  return appLanguageOf(tag) ?? 'en';
}
