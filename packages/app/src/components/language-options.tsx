import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { SegmentOption } from './ui/segmented-control';

/** Each language is named in itself, so a person who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' };

/** The choices of a language switch, each marked with its own language for screen readers. */
export const LANGUAGE_OPTIONS: readonly SegmentOption<Language>[] = SUPPORTED_LANGUAGES.map((language) => ({
  value: language,
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));
