import type { Language } from '@/lib/i18n/languages';
import { de as sharedDe } from '@/lib/i18n/locales/de';
import { en as sharedEn } from '@/lib/i18n/locales/en';
import { fr as sharedFr } from '@/lib/i18n/locales/fr';
import { nl as sharedNl } from '@/lib/i18n/locales/nl';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { nl } from '../locales/nl';

const TEXTS = {
  en: { ...en, ...sharedEn },
  nl: { ...nl, ...sharedNl },
  de: { ...de, ...sharedDe },
  fr: { ...fr, ...sharedFr },
};

/** The guest home's texts for its first view: the app's own, without loading i18next for them. */
export function firstViewTexts(language: Language) {
  return TEXTS[language];
}
