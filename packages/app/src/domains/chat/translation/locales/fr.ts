import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Les textes d'un message de chat traduit (namespace 'chat-translation'). */
export const fr = {
  translated: 'Traduit',
  original: 'Original',
  showOriginal: "Voir l'original",
  showTranslation: 'Voir la traduction',
  translatedFrom: 'Traduit {{language}}',
  languages: {
    en: "de l'anglais",
    nl: 'du néerlandais',
    de: "de l'allemand",
    fr: 'du français',
  },
} satisfies LocaleTexts<typeof en>;
