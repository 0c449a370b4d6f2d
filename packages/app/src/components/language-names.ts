import type { Language } from '@/lib/i18n/languages';

/** Each language is named in itself, so a person who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' };
