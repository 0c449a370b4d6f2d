import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n/language-preference';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';
import { SegmentedControl } from './ui/segmented-control';

/** Each language is named in itself, so a person who cannot read the current one still finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nl: 'Nederlands' };

const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** Switches between English and Dutch; the choice is remembered on this device and wins over the browser's. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <SegmentedControl
      semantics="pressed"
      className={className}
      label={t('language.label')}
      value={current}
      options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{LANGUAGE_NAMES[language]}</span> }))}
      onChange={(language) => void chooseLanguage(i18n, language, window.localStorage)}
    />
  );
}
