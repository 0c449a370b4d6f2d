import type { Language } from '@/lib/i18n/languages';
import { en as sharedEn } from '@/lib/i18n/locales/en';
import { nl as sharedNl } from '@/lib/i18n/locales/nl';
import { en as authEn } from '../locales/en';
import { nl as authNl } from '../locales/nl';

/** The texts of the light /login, the same as the app's sign-in page, without loading i18next for them. */
export function leanTexts(language: Language) {
  return language === 'nl' ? { ...authNl, ...sharedNl } : { ...authEn, ...sharedEn };
}

export type LeanTexts = ReturnType<typeof leanTexts>;
