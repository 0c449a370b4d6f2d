import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Les textes de l’étiquette de langue (espace de noms 'languageBadge'). */
export const fr = {
  speaks: 'Parle {{language}}',
  speaksMany: 'Parle {{languages}}',
  names: { en: 'anglais', nl: 'néerlandais', de: 'allemand', fr: 'français' },
} satisfies LocaleTexts<typeof en>;
