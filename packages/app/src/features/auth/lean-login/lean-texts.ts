import type { Language } from '@/lib/i18n/languages';
import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import { en as sharedEn } from '@/lib/i18n/locales/en';
import { nl as sharedNl } from '@/lib/i18n/locales/nl';
import { en as authEn } from '../locales/en';
import { nl as authNl } from '../locales/nl';

/**
 * The sign-in page's and the shared texts per language, as the app's namespaces hold them. TRANSITION: German and
 * French join here (`de`, `fr` of both) as their translations land; until then the page reads English in them.
 */
const AUTH: Partial<Record<Language, LocaleTexts<typeof authEn>>> = { en: authEn, nl: authNl };
const SHARED: Partial<Record<Language, LocaleTexts<typeof sharedEn>>> = { en: sharedEn, nl: sharedNl };

/** The texts of the light /login, the same as the app's sign-in page, without loading i18next for them. */
export function leanTexts(language: Language) {
  return { ...(AUTH[language] ?? authEn), ...(SHARED[language] ?? sharedEn) };
}

export type LeanTexts = ReturnType<typeof leanTexts>;
