import { APP_LANGUAGES, type AppLanguage } from '@stay/contract';
import type { ReactNode } from 'react';
import { SegmentedControl, segmentIds } from '@/components/ui/segmented-control';
import { listFormat } from '@/lib/i18n/intl-formats';
import { formatLocale } from '@/lib/time/format';
import { useContentLanguageTranslation } from './content-language-i18n';
import './content-language.css';

interface ContentLanguageTabsProps {
  /** What the texts are of ("Name and description"), naming the tabs for screen readers. */
  label: string;
  value: AppLanguage;
  onChange(language: AppLanguage): void;
  /** The languages the texts are missing in: their tabs carry the "missing" marker. */
  missing: readonly AppLanguage[];
  idPrefix: string;
  /** The fields of the chosen language. */
  children: ReactNode;
}

/**
 * A content editor's languages as tabs, English first: each tab shows the language's code with a "missing" marker when
 * a text is missing in it, and the panel below holds that language's fields. Four short tabs fit a phone's width.
 */
export function ContentLanguageTabs({ label, value, onChange, missing, idPrefix, children }: ContentLanguageTabsProps) {
  const { t } = useContentLanguageTranslation();
  const ids = segmentIds(idPrefix, value);
  return (
    <div className="content-language">
      <SegmentedControl
        semantics="tabs"
        idPrefix={idPrefix}
        className="content-language__tabs"
        label={t('tabs', { what: label })}
        value={value}
        onChange={onChange}
        options={APP_LANGUAGES.map((language) => ({
          value: language,
          label: (
            <span className="content-language__tab">
              <span aria-hidden="true">{language.toUpperCase()}</span>
              <span className="visually-hidden">{t(`names.${language}`)}</span>
              {missing.includes(language) && (
                <>
                  {/* A space between the name and the marker, so they are read as two words. */}{' '}
                  <span className="content-language__missing">{t('missing')}</span>
                </>
              )}
            </span>
          ),
        }))}
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="content-language__panel" lang={value}>
        {children}
      </div>
    </div>
  );
}

/** What the missing languages are called in the person's language ("German and French"), for a summary or a warning. */
export function useLanguageNames(): (languages: readonly AppLanguage[]) => string {
  const { t, i18n } = useContentLanguageTranslation();
  return (languages) => listFormat(formatLocale(i18n.language)).format(languages.map((language) => t(`names.${language}`)));
}
