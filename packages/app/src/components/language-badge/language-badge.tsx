import { appLanguageOf, type AppLanguage } from '@stay/contract';
import { listFormat } from '@/lib/i18n/intl-formats';
import { formatLocale } from '@/lib/time/format';
import { useLanguageBadgeTranslation } from './language-badge-i18n';
import './language-badge.css';


/**
 * The language a person reads, as a small code ("DE") that says "Speaks German" to screen readers and on hover:
 * staff see which language to answer a guest in.
 */
export function LanguageBadge({ language }: { language: AppLanguage }) {
  const { t } = useLanguageBadgeTranslation();
  const label = t('speaks', { language: t(`names.${language}`) });
  return (
    <span className="language-badge" title={label}>
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The languages a staff member speaks (their guide profile's), as codes: those the app speaks as badges' codes, any
 * other as written. Nothing when the list is empty.
 */
export function SpokenLanguages({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useLanguageBadgeTranslation();
  if (languages.length === 0) return null;
  const named = languages.map((language) => {
    const known = appLanguageOf(language);
    return known ? t(`names.${known}`) : language;
  });
  const label = t('speaksMany', { languages: listFormat(formatLocale(i18n.language)).format(named) });
  return (
    <span className="language-badges" title={label}>
      <span aria-hidden="true">
        {languages.map((language) => (
          <span key={language} className="language-badge">
            {(appLanguageOf(language) ?? language).toUpperCase()}
          </span>
        ))}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
