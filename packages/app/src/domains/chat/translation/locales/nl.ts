import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** De teksten van een vertaald chatbericht (namespace 'chat-translation'). */
export const nl = {
  translated: 'Vertaald',
  original: 'Origineel',
  showOriginal: 'Toon origineel',
  showTranslation: 'Toon vertaling',
  translatedFrom: 'Vertaald uit het {{language}}',
  languages: {
    en: 'Engels',
    nl: 'Nederlands',
    de: 'Duits',
    fr: 'Frans',
  },
} satisfies LocaleTexts<typeof en>;
