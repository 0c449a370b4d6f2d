import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { type AppLanguage } from '@stay/contract';

/** The language announcements are read in for the app's language ('nl-NL' → 'nl'); English for any other. */
export function announcementLanguageOf(language: string): AppLanguage {
  return appLanguageOrEnglish(language);
}
