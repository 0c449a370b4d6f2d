import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** De teksten van het taallabel (namespace 'languageBadge'). */
export const nl = {
  speaks: 'Spreekt {{language}}',
  speaksMany: 'Spreekt {{languages}}',
  names: { en: 'Engels', nl: 'Nederlands', de: 'Duits', fr: 'Frans' },
} satisfies LocaleTexts<typeof en>;
