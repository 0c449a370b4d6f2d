import { APP_LANGUAGES, type AppLanguage } from '@stay/contract';
import { Pill } from '@/components/ui/pill';
import { useWeblinksAdminTranslation } from '../i18n';

interface LanguageFieldsProps {
  /** What the text is ("Title"): the group's legend. */
  legend: string;
  /** Each language's field label ("Title in German"). */
  labels: Record<AppLanguage, string>;
  values: Record<AppLanguage, string>;
  /** The id of each language's control; English keeps the id a form focuses on a problem. */
  idOf(language: AppLanguage): string;
  onChange(language: AppLanguage, value: string): void;
  maxLength: number;
  isMultiline?: boolean;
  /** English is the text every reader falls back to: a required field shows it as missing too. */
  isRequired?: boolean;
  /** The problem of each language's field, already in words. */
  errors?: Partial<Record<AppLanguage, string>>;
  /** Whether readers of every language read the text (else no translation is missing: a link for one language). */
  isForEveryLanguage?: boolean;
}

/**
 * One text in the four languages: a field per language, each empty one marked "Missing" (guests reading it get the
 * park's default language, then English). English comes first; the others only when the text has them.
 */
export function LanguageFields({ legend, labels, values, idOf, onChange, maxLength, isMultiline = false, isRequired = false, errors = {}, isForEveryLanguage = true }: LanguageFieldsProps) {
  const { t } = useWeblinksAdminTranslation();
  const hintId = `${idOf('en')}-languages-hint`;
  return (
    <fieldset className="language-fields">
      <legend>{legend}</legend>
      {isForEveryLanguage && (
        <p id={hintId} className="language-fields__hint">
          {t('missingHint')}
        </p>
      )}
      {APP_LANGUAGES.map((language) => {
        const id = idOf(language);
        const error = errors[language];
        const isMissing = values[language].trim() === '' && (language === 'en' ? isRequired : isForEveryLanguage);
        const common = {
          id,
          lang: language,
          value: values[language],
          maxLength,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : isForEveryLanguage ? hintId : undefined,
        };
        return (
          <div key={language} className={error ? 'text-field text-field--invalid' : 'text-field'}>
            <label htmlFor={id} className="language-fields__label">
              <span>{labels[language]}</span>{' '}
              {isMissing && (
                <Pill tone="warning" className="language-fields__missing">
                  {t('missing')}
                </Pill>
              )}
            </label>
            {isMultiline ? (
              <textarea {...common} rows={3} onChange={(event) => onChange(language, event.target.value)} />
            ) : (
              <input {...common} onChange={(event) => onChange(language, event.target.value)} />
            )}
            {error && (
              <p id={`${id}-error`} className="text-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
