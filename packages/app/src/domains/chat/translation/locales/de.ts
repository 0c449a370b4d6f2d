import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Die Texte einer übersetzten Chatnachricht (Namespace 'chat-translation'). */
export const de = {
  translated: 'Übersetzt',
  original: 'Original',
  showOriginal: 'Original anzeigen',
  showTranslation: 'Übersetzung anzeigen',
  translatedFrom: 'Aus dem {{language}} übersetzt',
  languages: {
    en: 'Englischen',
    nl: 'Niederländischen',
    de: 'Deutschen',
    fr: 'Französischen',
  },
} satisfies LocaleTexts<typeof en>;
