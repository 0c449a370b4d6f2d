import { textInLanguage, type AppLanguage } from '@stay/contract';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { shownLanguage } from '@/components/content-language/shown-language';
import { draftTexts, type AnnouncementDraft } from '../announcement-form';
import { useAnnouncementsAdminTranslation } from '../i18n';

interface AnnouncementPreviewProps {
  draft: AnnouncementDraft;
  language: AppLanguage;
  /** The park's content language: what a guest sees where their language is missing (before English). */
  contentLanguage: AppLanguage;
  headingId: string;
}

/**
 * What a guest using the app in `language` reads: the title and each chapter in their language, else the park's
 * content language, else English — the rule the server applies. A note says where another language shows.
 */
export function AnnouncementPreview({ draft, language, contentLanguage, headingId }: AnnouncementPreviewProps) {
  const { t } = useAnnouncementsAdminTranslation();
  const texts = useContentLanguageTranslation().t;
  const languageName = texts(`names.${language}`);
  const title = draftTexts(draft);
  const chapters = draft.chapters
    .map((chapter) => ({ key: chapter.key, title: draftTexts(chapter, 'title'), html: draftTexts(chapter, 'html') }))
    .filter((chapter) => chapter.html.en !== '');
  const fallbacks = new Set(
    [title, ...chapters.flatMap((chapter) => [chapter.title, chapter.html])]
      .filter((text) => text.en.trim() !== '')
      .map((text) => shownLanguage(text, language, contentLanguage))
      .filter((shown) => shown !== language),
  );
  return (
    <section className="content-language__preview announcement-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="content-language__preview-title">
        {texts('preview', { language: languageName })}
      </h3>
      {title.en.trim() === '' || chapters.length === 0 ? (
        <p className="announcement-preview__empty">{t('editor.previewEmpty')}</p>
      ) : (
        <>
          <p className="announcement-preview__title" lang={shownLanguage(title, language, contentLanguage)}>
            {textInLanguage(title, language, contentLanguage)}
          </p>
          {chapters.map((chapter) => {
            const chapterTitle = textInLanguage(chapter.title, language, contentLanguage);
            return (
              <article key={chapter.key} className="announcement-preview__chapter">
                {chapterTitle && (
                  <h4 className="announcement-preview__chapter-title" lang={shownLanguage(chapter.title, language, contentLanguage)}>
                    {chapterTitle}
                  </h4>
                )}
                {/*
                  The rich-text editor's own serialisation of its schema (headings, paragraphs, lists, links, images)
                  or the server's sanitised text: nothing in it runs script.
                */}
                <div
                  className="announcement-preview__html"
                  lang={shownLanguage(chapter.html, language, contentLanguage)}
                  dangerouslySetInnerHTML={{ __html: textInLanguage(chapter.html, language, contentLanguage) }}
                />
              </article>
            );
          })}
          {[...fallbacks].map((fallback) => (
            <p key={fallback} className="content-language__preview-note">
              {texts('previewFallback', { language: languageName, fallback: texts(`names.${fallback}`) })}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
