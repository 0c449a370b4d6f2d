import { textInLanguage, type AppLanguage, type TextInLanguages } from '@stay/contract';
import type { ReactNode } from 'react';
import { useContentLanguageTranslation } from './content-language-i18n';
import { shownLanguage } from './shown-language';

export interface PreviewLine {
  text: TextInLanguages;
  className: string;
}

interface ContentPreviewProps {
  /** The reader's language the preview shows. */
  language: AppLanguage;
  /** The location's content language: what a reader sees where their language is missing (before English). */
  contentLanguage: AppLanguage;
  id: string;
  /** The texts in the order a guest reads them; the first one decides the "missing" note. Blank ones are left out. */
  lines: readonly PreviewLine[];
  /** What the preview shows beside the texts (a photo). */
  children?: ReactNode;
}

/**
 * What a guest reading `language` sees of a text: each line in their language, else the content language, else
 * English (the rule of `textInLanguage`), with a note when the first line falls back.
 */
export function ContentPreview({ language, contentLanguage, id, lines, children }: ContentPreviewProps) {
  const { t } = useContentLanguageTranslation();
  const shown = lines.filter((line) => line.text.en.trim() !== '');
  const first = shown[0];
  if (!first) return null;
  const languageName = t(`names.${language}`);
  const firstShown = shownLanguage(first.text, language, contentLanguage);
  return (
    <section className="content-language__preview" aria-labelledby={id}>
      <h3 id={id} className="content-language__preview-title">
        {t('preview', { language: languageName })}
      </h3>
      {children}
      {shown.map((line, index) => (
        <p key={index} className={line.className} lang={shownLanguage(line.text, language, contentLanguage)}>
          {textInLanguage(line.text, language, contentLanguage)}
        </p>
      ))}
      {firstShown !== language && <p className="content-language__preview-note">{t('previewFallback', { language: languageName, fallback: t(`names.${firstShown}`) })}</p>}
    </section>
  );
}
