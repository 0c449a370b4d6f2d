import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n/language-preference';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';
import { LANGUAGE_OPTIONS } from './language-options';
import { SegmentedControl } from './ui/segmented-control';

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
      options={LANGUAGE_OPTIONS}
      onChange={(language) => void chooseLanguage(i18n, language, window.localStorage)}
    />
  );
}
