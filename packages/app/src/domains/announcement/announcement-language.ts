import { appLanguageOf, type AppLanguage } from '@stay/contract';

/** The language announcements are read in for the app's language ('nl-NL' → 'nl'); English for any other. */
export function announcementLanguageOf(language: string): AppLanguage {
  return appLanguageOf(language) ?? 'en';
}
