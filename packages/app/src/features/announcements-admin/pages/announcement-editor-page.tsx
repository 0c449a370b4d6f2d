import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import {
  ANNOUNCEMENT_PAGES,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  type AnnouncementKind,
  type AnnouncementPage,
  type AppLanguage,
  type ManagedAnnouncementDetail,
} from '@stay/contract';
import { addOutline, alertCircleOutline, cloudUploadOutline, eyeOffOutline, saveOutline, trashOutline } from 'ionicons/icons';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { ContentLanguageTabs, useLanguageNames } from '@/components/content-language/content-language-tabs';
import { fieldInLanguage, shownLanguage } from '@/components/content-language/shown-language';
import { TextField } from '@/components/text-field';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { SubmitForm } from '@/components/ui/submit-form';
import { useDeleteAnnouncement, useSaveAnnouncement, useSetAnnouncementPublished } from '@/domains/announcement-admin/mutations';
import { useManagedAnnouncement } from '@/domains/announcement-admin/use-announcement-admin';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { paths } from '@/lib/navigation/paths';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import {
  bodyOf,
  canAddChapter,
  draftOf,
  draftTexts,
  emptyChapter,
  emptyDraft,
  missingLanguagesOf,
  moveChapter,
  problemsOf,
  type AnnouncementDraft,
} from '../announcement-form';
import { AcceptancesList } from '../components/acceptances-list';
import { AnnouncementPreview } from '../components/announcement-preview';
import { kindKey } from '../components/announcement-labels';
import { ChapterEditor } from '../components/chapter-editor';
import { useAnnouncementsAdminTranslation } from '../i18n';
import '../announcements-admin.css';

type KindChoice = 'policy' | 'page' | 'general';
const KIND_CHOICES: readonly KindChoice[] = ['policy', 'page', 'general'];
const kindOf = (choice: KindChoice): AnnouncementKind => (choice === 'general' ? '' : choice);

/** What the actions know of the form: unsaved changes, and saving them (false when they are invalid or fail). */
interface FormState {
  hasChanges: boolean;
  /** The languages the form leaves a text empty in that has an English one. */
  missingLanguages: AppLanguage[];
  saveChanges(): Promise<boolean>;
}

/**
 * Publishing, unpublishing and deleting a saved announcement. Publishing saves the form's changes first (guests get
 * what the editor shows); unpublishing leaves them in the form, unsaved.
 */
function AnnouncementActions({ announcement, form }: { announcement: ManagedAnnouncementDetail; form: FormState }) {
  const { t } = useAnnouncementsAdminTranslation();
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const navigate = useNavigate();
  const setPublished = useSetAnnouncementPublished();
  const remove = useDeleteAnnouncement();
  const languageNames = useLanguageNames();
  function publish() {
    void presentAlert({
      header: t('confirmPublish.header'),
      message: [
        t('confirmPublish.message', { title: announcement.lettername }),
        ...(form.hasChanges ? [t('confirmPublish.savesChanges')] : []),
        ...(form.missingLanguages.length > 0 ? [t('confirmPublish.missingLanguages', { languages: languageNames(form.missingLanguages) })] : []),
      ].join(' '),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('confirmPublish.confirm'),
          handler: () => {
            void (async () => {
              if (!(await form.saveChanges())) return;
              setPublished.mutate({ nmbr: announcement.nmbr, isPublished: true }, { onSuccess: () => showSuccess(t('actions.published')) });
            })();
          },
        },
      ],
    });
  }

  function confirmDelete() {
    void presentAlert({
      header: t('confirmDelete.header'),
      message: t('confirmDelete.message', { title: announcement.lettername }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('confirmDelete.confirm'),
          role: 'destructive',
          handler: () =>
            remove.mutate(announcement.nmbr, {
              onSuccess: () => {
                showSuccess(t('actions.deleted'));
                navigate(paths.managementAnnouncements, { replace: true });
              },
            }),
        },
      ],
    });
  }

  const isBusy = setPublished.isPending || remove.isPending;
  return (
    <div className="announcement-editor__actions">
      {announcement.published ? <Pill tone="success">{t('published')}</Pill> : <Pill>{t('draft')}</Pill>}
      <span className="announcement-editor__version">{t('version', { version: announcement.version })}</span>
      <span className="announcement-editor__spacer" />
      {announcement.published ? (
        <IonButton
          fill="outline"
          disabled={isBusy}
          onClick={() => setPublished.mutate({ nmbr: announcement.nmbr, isPublished: false }, { onSuccess: () => showSuccess(t('actions.unpublished')) })}
        >
          <IonIcon slot="start" icon={eyeOffOutline} aria-hidden="true" />
          {t('actions.unpublish')}
        </IonButton>
      ) : (
        <IonButton disabled={isBusy} onClick={publish}>
          <IonIcon slot="start" icon={cloudUploadOutline} aria-hidden="true" />
          {t('actions.publish')}
        </IonButton>
      )}
      <IonButton fill="clear" color="danger" disabled={isBusy} onClick={confirmDelete}>
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        {t('actions.delete')}
      </IonButton>
    </div>
  );
}

interface EditorFormProps {
  saved: ManagedAnnouncementDetail | null;
  /** Drawn above the form, e.g. publishing, with what they need to know of it. */
  renderActions?: (form: FormState) => ReactNode;
}

const bodyText = (draft: AnnouncementDraft) => JSON.stringify(bodyOf(draft));

/**
 * The texts, kind and chapters; saving a new one makes a draft and opens it, saving a saved one starts the form again
 * from what the server kept (sanitised).
 */
function EditorForm({ saved, renderActions }: EditorFormProps) {
  const { t } = useAnnouncementsAdminTranslation();
  const showSuccess = useSuccessToast();
  const navigate = useNavigate();
  const save = useSaveAnnouncement();
  const [draft, setDraft] = useState<AnnouncementDraft>(() => (saved ? draftOf(saved) : emptyDraft()));
  const [language, setLanguage] = useState<AppLanguage>('en');
  const [isSubmitted, setSubmitted] = useState(false);
  const ids = { title: useId(), page: useId(), chapters: useId(), languages: useId(), preview: useId() };
  const problems = problemsOf(draft);
  const isEnglish = language === 'en';
  const texts = useContentLanguageTranslation().t;
  const { contentLanguage } = useLocationContentLanguage();
  const missing = missingLanguagesOf(draft);
  const titleKey = fieldInLanguage('title', language);
  // Where this language's title is missing, the guest sees the content language's, or English.
  const titleFallback = shownLanguage({ ...draftTexts(draft), [language]: '' }, language, contentLanguage);
  const savedText = useMemo(() => (saved ? bodyText(draftOf(saved)) : null), [saved]);
  const hasChanges = savedText !== null && bodyText(draft) !== savedText;

  const update = (change: Partial<AnnouncementDraft>) => setDraft((current) => ({ ...current, ...change }));

  /** The body to save, or null (the problems shown) when the draft cannot be saved. */
  function checkedBody() {
    setSubmitted(true);
    if (problems.title || problems.chapters) {
      if (problems.title) setLanguage('en');
      return null;
    }
    return bodyOf(draft);
  }

  function startFrom(result: ManagedAnnouncementDetail) {
    setSubmitted(false);
    setDraft(draftOf(result));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = checkedBody();
    if (!body) return;
    save.mutate(saved ? { kind: 'update', nmbr: saved.nmbr, body } : { kind: 'create', body }, {
      onSuccess: (result) => {
        showSuccess(t('editor.saved'));
        if (saved) startFrom(result);
        else navigate(paths.managementAnnouncement(result.nmbr), { replace: true });
      },
    });
  }

  async function saveChanges(): Promise<boolean> {
    if (!saved || !hasChanges) return true;
    const body = checkedBody();
    if (!body) return false;
    try {
      startFrom(await save.mutateAsync({ kind: 'update', nmbr: saved.nmbr, body }));
      return true;
    } catch {
      return false;
    }
  }

  return (
    <>
      {renderActions?.({ hasChanges, missingLanguages: missing, saveChanges })}
      <SubmitForm
        onSubmit={submit}
        submitLabel={saved ? t('editor.save') : t('editor.create')}
        busyLabel={t('editor.saving')}
        submitIcon={saveOutline}
        isBusy={save.isPending}
        className="announcement-editor__form"
      >
        <ContentLanguageTabs label={t('editor.language')} value={language} onChange={setLanguage} missing={missing} idPrefix={ids.languages}>
        <Card className="announcement-editor__details" aria-labelledby={`${ids.title}-heading`}>
          <h2 id={`${ids.title}-heading`} className="announcement-editor__heading">
            {t('editor.details')}
          </h2>
          <TextField
            id={ids.title}
            label={isEnglish ? t('editor.titleLabel') : texts('fieldIn', { field: t('editor.titleLabel'), language: texts(`names.${language}`) })}
            placeholder={isEnglish ? t('editor.titlePlaceholder') : draft.title}
            value={draft[titleKey]}
            maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH}
            hint={isEnglish ? undefined : texts('optionalHint', { language: texts(`names.${language}`), fallback: texts(`names.${titleFallback}`) })}
            error={isEnglish && isSubmitted && problems.title ? t('editor.titleRequired') : undefined}
            onValueChange={(value) => update({ [titleKey]: value })}
          />
          <SegmentedControl
            semantics="radio"
            name="announcement-kind"
            label={t('editor.kind')}
            options={KIND_CHOICES.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kindKey(draft.kind)}
            onChange={(choice) => update({ kind: kindOf(choice) })}
          />
          <p className="announcement-editor__hint">{t(`editor.kindHints.${kindKey(draft.kind)}`)}</p>
          {draft.kind === 'page' && (
            <div className="text-field">
              <label htmlFor={ids.page}>{t('editor.page')}</label>
              <select id={ids.page} value={draft.page} onChange={(event) => update({ page: event.target.value as AnnouncementPage })}>
                {ANNOUNCEMENT_PAGES.map((page) => (
                  <option key={page} value={page}>
                    {t(`pages.${page}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {saved && saved.acceptanceCount > 0 && (
            <p className="announcement-editor__hint">{t(saved.letterkind === 'policy' ? 'editor.versionNoteAccepted' : 'editor.versionNoteRead')}</p>
          )}
        </Card>
  
        <section className="announcement-editor__chapters" aria-labelledby={ids.chapters}>
          <h2 id={ids.chapters} className="announcement-editor__heading">
            {t('editor.chapters')}
          </h2>
          {draft.chapters.map((chapter, index) => (
            <ChapterEditor
              key={chapter.key}
              chapter={chapter}
              index={index}
              count={draft.chapters.length}
              language={language}
              fallbackHint={
                isEnglish
                  ? undefined
                  : texts('optionalHint', {
                      language: texts(`names.${language}`),
                      fallback: texts(`names.${shownLanguage({ ...draftTexts(chapter, 'html'), [language]: '' }, language, contentLanguage)}`),
                    })
              }
              isEmpty={isSubmitted && problems.emptyChapters.includes(index)}
              isDisabled={save.isPending}
              onChange={(changed) => setDraft((current) => ({ ...current, chapters: current.chapters.map((each) => (each.key === changed.key ? changed : each)) }))}
              onMove={(by) => setDraft((current) => ({ ...current, chapters: moveChapter(current.chapters, index, by) }))}
              onRemove={() => setDraft((current) => ({ ...current, chapters: current.chapters.filter((each) => each.key !== chapter.key) }))}
            />
          ))}
          <IonButton
            fill="outline"
            disabled={!canAddChapter(draft) || save.isPending}
            onClick={() => setDraft((current) => ({ ...current, chapters: [...current.chapters, emptyChapter()] }))}
          >
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('editor.addChapter')}
          </IonButton>
          {isSubmitted && problems.chapters && (
            <p className="announcement-editor__error" role="alert">
              {t(`editor.${problems.chapters}`)}
            </p>
          )}
        </section>
        <AnnouncementPreview draft={draft} language={language} contentLanguage={contentLanguage} headingId={ids.preview} />
        </ContentLanguageTabs>
        {save.isError && (
          <p className="announcement-editor__error" role="alert">
            {t('editor.saveFailed')}
          </p>
        )}
      </SubmitForm>
    </>
  );
}

/**
 * /management/announcements/{nmbr} (or `new`): the editor of one announcement — title, kind, page, chapters with rich
 * text in English and Dutch — with publishing, deleting and who accepted it.
 */
export function AnnouncementEditorPage() {
  const { t } = useAnnouncementsAdminTranslation();
  const { nmbr: param = 'new' } = useParams();
  const parsed = Number(param);
  const nmbr = param !== 'new' && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
  const isNew = param === 'new';
  const announcement = useManagedAnnouncement(nmbr);

  let content;
  if (isNew) {
    content = <EditorForm saved={null} />;
  } else if (nmbr === null || announcement.isError) {
    content = <EmptyState icon={alertCircleOutline} title={t('editor.notFound')} tone="danger" role="alert" />;
  } else if (announcement.isPending) {
    content = (
      <SkeletonGroup className="announcement-editor" label={t('editor.loading')}>
        <Skeleton width="100%" height="160px" radius="12px" />
        <Skeleton width="100%" height="240px" radius="12px" />
      </SkeletonGroup>
    );
  } else {
    content = (
      <>
        {/* Keyed by the announcement only: publishing or unpublishing keeps what is being typed. */}
        <EditorForm
          key={announcement.data.nmbr}
          saved={announcement.data}
          renderActions={(form) => <AnnouncementActions announcement={announcement.data} form={form} />}
        />
        <AcceptancesList nmbr={announcement.data.nmbr} kind={announcement.data.letterkind} />
      </>
    );
  }

  return (
    <AppPage
      title={isNew ? t('editor.newTitle') : t('editor.editTitle')}
      start={
        <BackButton to={paths.managementAnnouncements} label={t('editor.back')} />
      }
    >
      <div className="announcement-editor">{content}</div>
    </AppPage>
  );
}
