import { useId, type ReactNode } from 'react';
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n/languages';
import { LANGUAGE_NAMES } from './language-names';
import './language-picker.css';

const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

interface LanguagePickerProps {
  /** The control's visible label, in the current language ("Language", "Sprache"). */
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  /** A globe drawn before the label, so a person who cannot read the label still finds the control. */
  icon: ReactNode;
  /** Leaves the label to screen readers, where a heading right above already says "Language". */
  isLabelHidden?: boolean;
  className?: string;
}

/**
 * Picks one of the app's languages with the phone's own list: one line at any width, however many languages. Each
 * language is named in itself and marked with its `lang`, so a person who cannot read the current one finds theirs
 * and screen readers pronounce it right.
 */
export function LanguagePicker({ label, value, onChange, icon, isLabelHidden = false, className }: LanguagePickerProps) {
  const id = useId();
  return (
    <div className={className ? `language-picker ${className}` : 'language-picker'}>
      <label className={isLabelHidden ? 'visually-hidden' : 'language-picker__label'} htmlFor={id}>
        {!isLabelHidden && icon}
        {label}
      </label>
      <span className="language-picker__field">
        <select
          id={id}
          className="language-picker__select"
          lang={value}
          value={value}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onChange(event.target.value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <span className="language-picker__chevron" aria-hidden="true" />
      </span>
    </div>
  );
}
