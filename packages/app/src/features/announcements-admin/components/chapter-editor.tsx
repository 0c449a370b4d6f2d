import { IonButton, IonIcon } from '@ionic/react';
import { ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH, type AppLanguage } from '@stay/contract';
import { arrowDownOutline, arrowUpOutline, trashOutline } from 'ionicons/icons';
import { useId } from 'react';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { fieldInLanguage } from '@/components/content-language/shown-language';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { TextField } from '@/components/text-field';
import { Card } from '@/components/ui/card';
import type { ChapterDraft } from '../announcement-form';
import { useAnnouncementsAdminTranslation } from '../i18n';

interface ChapterEditorProps {
  chapter: ChapterDraft;
  index: number;
  count: number;
  language: AppLanguage;
  /** What a guest reading `language` sees where its text is missing (the hint of the optional fields). */
  fallbackHint: string | undefined;
  isEmpty: boolean;
  isDisabled: boolean;
  onChange(chapter: ChapterDraft): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

/** One chapter: its title and rich text in the chosen language, and moving or removing it. */
export function ChapterEditor({ chapter, index, count, language, fallbackHint, isEmpty, isDisabled, onChange, onMove, onRemove }: ChapterEditorProps) {
  const { t } = useAnnouncementsAdminTranslation();
  const ids = { title: useId(), text: useId(), error: useId() };
  const number = index + 1;
  const isEnglish = language === 'en';
  const texts = useContentLanguageTranslation().t;
  const inLanguage = (field: string) => (isEnglish ? field : texts('fieldIn', { field, language: texts(`names.${language}`) }));
  const titleKey = fieldInLanguage('title', language);
  const htmlKey = fieldInLanguage('html', language);
  return (
    <Card as="fieldset" className="chapter-editor">
      <legend className="chapter-editor__legend">{t('editor.chapter', { number })}</legend>
      <div className="chapter-editor__tools">
        <IonButton fill="clear" size="small" disabled={isDisabled || index === 0} onClick={() => onMove(-1)} aria-label={t('editor.moveUp', { number })}>
          <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
        </IonButton>
        <IonButton
          fill="clear"
          size="small"
          disabled={isDisabled || index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('editor.moveDown', { number })}
        >
          <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
        </IonButton>
        <IonButton
          fill="clear"
          size="small"
          color="danger"
          disabled={isDisabled || count === 1}
          onClick={onRemove}
          aria-label={t('editor.removeChapter', { number })}
        >
          <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
        </IonButton>
      </div>
      <TextField
        id={ids.title}
        label={inLanguage(t('editor.chapterTitle'))}
        placeholder={isEnglish ? undefined : chapter.title}
        value={chapter[titleKey]}
        maxLength={ANNOUNCEMENT_CHAPTER_TITLE_MAX_LENGTH}
        hint={isEnglish ? undefined : fallbackHint}
        onValueChange={(value) => onChange({ ...chapter, [titleKey]: value })}
      />
      <div className="chapter-editor__text">
        <span className="chapter-editor__label" id={ids.text}>
          {inLanguage(t('editor.chapterText'))}
        </span>
        {/* One editor per chapter and language: it starts from the draft's HTML when it (re)appears. */}
        <LazyRichTextEditor
          key={`${chapter.key}-${language}`}
          label={`${t('editor.chapter', { number })}: ${inLanguage(t('editor.chapterText'))}`}
          placeholder={t('editor.chapterTextPlaceholder')}
          initialHtml={chapter[htmlKey]}
          onChange={(html) => onChange({ ...chapter, [htmlKey]: html })}
          isDisabled={isDisabled}
          describedBy={isEmpty && isEnglish ? ids.error : undefined}
        />
        {isEmpty && isEnglish && (
          <p id={ids.error} className="chapter-editor__error">
            {t('editor.chapterEmpty')}
          </p>
        )}
      </div>
    </Card>
  );
}
