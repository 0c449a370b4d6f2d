import { ANNOUNCEMENT_LANGUAGES, type AnnouncementLanguage } from '@stay/contract';

/** The announcement language of the app's language ('nl-NL' → 'nl'); English for anything else. */
export function announcementLanguageOf(language: string): AnnouncementLanguage {
  const base = language.toLowerCase().split('-')[0];
  return (ANNOUNCEMENT_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as AnnouncementLanguage) : 'en';
}
