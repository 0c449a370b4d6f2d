import { IonButton, useIonAlert } from '@ionic/react';
import { QUESTIONNAIRE_TITLE_MAX_LENGTH, type AppLanguage, type EditableQuestionnaire } from '@stay/contract';
import { listOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { AppPage } from '@/components/app-page';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { ContentLanguageTabs } from '@/components/content-language/content-language-tabs';
import { ContentPreview } from '@/components/content-language/content-preview';
import { fieldInLanguage, missingInAny, shownLanguage } from '@/components/content-language/shown-language';
import { FieldFrame } from '@/components/field-frame';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useEditableGuideQuestionnaire, useSaveGuideQuestionnaire } from '@/domains/guide/guide-questionnaire-admin';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { QuestionEditor } from '../components/question-editor';
import { useQuestionnaireAdminTranslation } from '../i18n';
import { questionnaireBodyOf, questionnaireFormOf, questionnaireProblemsOf, textsOf, withQuestion, type QuestionnaireForm } from '../questionnaire-form';
import '../questionnaire-admin.css';

/** /management/questionnaire: the questions guests answer before choosing a guide, in every language. */
export function QuestionnaireAdminPage() {
  const { t } = useQuestionnaireAdminTranslation();
  const questionnaire = useEditableGuideQuestionnaire();

  let content;
  if (questionnaire.isPending) {
    content = (
      <SkeletonGroup as="div" className="questionnaire-admin__list" label={t('loading')}>
        {[0, 1].map((row) => (
          <Skeleton key={row} width="100%" height="240px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (questionnaire.isError) {
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void questionnaire.refetch()} />;
  } else {
    // A new copy from the server (saved, or pulled again) starts the form afresh.
    content = <QuestionnaireEditor key={questionnaire.dataUpdatedAt} questionnaire={questionnaire.data} />;
  }

  return (
    <AppPage title={t('title')} fixed={<PullToRefresh onRefresh={() => questionnaire.refetch()} spinner="dots" />}>
      <div className="questionnaire-admin">
        <InfoNote icon={listOutline}>{t('intro')}</InfoNote>
        {content}
      </div>
    </AppPage>
  );
}

function QuestionnaireEditor({ questionnaire }: { questionnaire: EditableQuestionnaire }) {
  const { t } = useQuestionnaireAdminTranslation();
  const texts = useContentLanguageTranslation().t;
  const { contentLanguage } = useLocationContentLanguage();
  const [form, setForm] = useState<QuestionnaireForm>(() => questionnaireFormOf(questionnaire));
  const [isTried, setTried] = useState(false);
  const [language, setLanguage] = useState<AppLanguage>('en');
  const [presentAlert] = useIonAlert();
  const save = useSaveGuideQuestionnaire();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const id = (part: string) => `${prefix}-${part}`;
  const problems = isTried ? questionnaireProblemsOf(form) : null;
  const titleTexts = textsOf(form, 'title');
  const titleKey = fieldInLanguage('title', language);
  const languageName = texts(`names.${language}`);
  const fallback = shownLanguage({ ...titleTexts, [language]: null }, language, contentLanguage);

  function update(change: (current: QuestionnaireForm) => QuestionnaireForm) {
    if (save.error) save.reset();
    setForm(change);
  }

  function confirmRemove(label: string, index: number) {
    const answer = form.questions.find((question) => question.label === label)?.answers[index];
    if (!answer) return;
    void presentAlert({
      header: t('confirmRemove.header'),
      message: t('confirmRemove.message', { text: answer.text.trim() || t('answer', { number: index + 1 }) }),
      buttons: [
        { text: t('confirmRemove.cancel'), role: 'cancel' },
        {
          text: t('confirmRemove.confirm'),
          role: 'destructive',
          handler: () => update((current) => withQuestion(current, label, (question) => ({ ...question, answers: question.answers.filter((candidate) => candidate.key !== answer.key) }))),
        },
      ],
    });
  }

  function submit() {
    setTried(true);
    if (questionnaireProblemsOf(form)) return;
    save.mutate(questionnaireBodyOf(form), { onSuccess: () => showSuccess(t('saved')) });
  }

  return (
    <form
      className="questionnaire-admin__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card className="questionnaire-admin__question">
        <ContentLanguageTabs label={t('heading')} value={language} onChange={setLanguage} missing={missingInAny([titleTexts])} idPrefix={id('title-language')}>
          <FieldFrame
            controlId={id(titleKey)}
            label={language === 'en' ? t('heading') : texts('fieldIn', { field: t('heading'), language: languageName })}
            error={language === 'en' && problems?.title ? t('problems.required') : undefined}
            hint={language === 'en' ? texts('requiredHint') : texts('optionalHint', { language: languageName, fallback: texts(`names.${fallback}`) })}
          >
            <input
              id={id(titleKey)}
              lang={language}
              value={form[titleKey]}
              maxLength={QUESTIONNAIRE_TITLE_MAX_LENGTH}
              aria-describedby={language === 'en' && problems?.title ? id(`${titleKey}-error`) : id(`${titleKey}-hint`)}
              onChange={(event) => update((current) => ({ ...current, [titleKey]: event.target.value }))}
            />
          </FieldFrame>
          <ContentPreview language={language} contentLanguage={contentLanguage} id={id(`title-preview-${language}`)} lines={[{ text: titleTexts, className: 'questionnaire-admin__preview-title' }]} />
        </ContentLanguageTabs>
      </Card>
      {form.questions.map((question, index) => (
        <QuestionEditor
          key={question.label}
          question={question}
          number={index + 1}
          contentLanguage={contentLanguage}
          problems={problems?.questions[question.label]}
          idPrefix={id(`question-${index}`)}
          onChange={(change) => update((current) => withQuestion(current, question.label, change))}
          onRemoveAnswer={(answerIndex) => confirmRemove(question.label, answerIndex)}
        />
      ))}
      {problems && (
        <p className="questionnaire-admin__problem" role="alert">
          {t('problems.summary')}
        </p>
      )}
      {save.isError && (
        <p className="questionnaire-admin__problem" role="alert">
          {save.error instanceof HttpError && save.error.code !== CLIENT_ERROR_CODE.offline ? errorText(save.error.code) : t('failed')}
        </p>
      )}
      <div className="questionnaire-admin__actions">
        <IonButton disabled={save.isPending} onClick={submit}>
          {t(save.isPending ? 'saving' : 'save')}
        </IonButton>
      </div>
    </form>
  );
}
