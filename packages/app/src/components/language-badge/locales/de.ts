import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Die Texte des Sprachlabels (Namespace 'languageBadge'). */
export const de = {
  speaks: 'Spricht {{language}}',
  speaksMany: 'Spricht {{languages}}',
  names: { en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch', fr: 'Französisch' },
} satisfies LocaleTexts<typeof en>;
