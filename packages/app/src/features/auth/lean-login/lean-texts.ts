import type { Language } from '@/lib/i18n/languages';
import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import { de as sharedDe } from '@/lib/i18n/locales/de';
import { en as sharedEn } from '@/lib/i18n/locales/en';
import { fr as sharedFr } from '@/lib/i18n/locales/fr';
import { nl as sharedNl } from '@/lib/i18n/locales/nl';
import { de as authDe } from '../locales/de';
import { en as authEn } from '../locales/en';
import { fr as authFr } from '../locales/fr';
import { nl as authNl } from '../locales/nl';

const english = { ...authEn, ...sharedEn };

const TEXTS: Record<Language, LocaleTexts<typeof english>> = {
  en: english,
  nl: { ...authNl, ...sharedNl },
  de: { ...authDe, ...sharedDe },
  fr: { ...authFr, ...sharedFr },
};

/** The texts of the light /login, the same as the app's sign-in page, without loading i18next for them. */
export function leanTexts(language: Language): LocaleTexts<typeof english> {
  return TEXTS[language];
}

export type LeanTexts = ReturnType<typeof leanTexts>;
