import { IonButton, IonIcon } from '@ionic/react';
import { GUIDE_TAGS, QUESTIONNAIRE_ANSWER_MAX_LENGTH, QUESTIONNAIRE_QUESTION_MAX_LENGTH, type AppLanguage } from '@stay/contract';
import { addOutline, arrowDownOutline, arrowUpOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { ContentLanguageTabs } from '@/components/content-language/content-language-tabs';
import { ContentPreview } from '@/components/content-language/content-preview';
import { fieldInLanguage, missingInAny, shownLanguage } from '@/components/content-language/shown-language';
import { FieldFrame } from '@/components/field-frame';
import { useGuideTagLabel } from '@/components/guide-tags/guide-tags-i18n';
import { Card } from '@/components/ui/card';
import { useQuestionnaireAdminTranslation } from '../i18n';
import { moveAnswer, newAnswerForm, textsOf, type AnswerForm, type QuestionForm, type QuestionnaireProblems } from '../questionnaire-form';

interface QuestionEditorProps {
  question: QuestionForm;
  number: number;
  /** The location's content language: what a guest sees where their language is missing (before English). */
  contentLanguage: AppLanguage;
  problems: QuestionnaireProblems['questions'][string] | undefined;
  idPrefix: string;
  onChange(change: (question: QuestionForm) => QuestionForm): void;
  /** Asks before removing the answer at `index`. */
  onRemoveAnswer(index: number): void;
}

/**
 * One question with its answers, a tab per language (marked while a text of the question or an answer is missing in it)
 * holding the texts in that language and what a guest reading it sees. Answers are added, moved and removed here; their
 * guide interests are chosen on the English tab.
 */
export function QuestionEditor({ question, number, contentLanguage, problems, idPrefix, onChange, onRemoveAnswer }: QuestionEditorProps) {
  const { t } = useQuestionnaireAdminTranslation();
  const texts = useContentLanguageTranslation().t;
  const tagLabel = useGuideTagLabel();
  const [language, setLanguage] = useState<AppLanguage>('en');
  const isEnglish = language === 'en';
  const languageName = texts(`names.${language}`);
  const id = (part: string) => `${idPrefix}-${part}`;
  const label = (field: string) => (isEnglish ? field : texts('fieldIn', { field, language: languageName }));
  const questionTexts = textsOf(question, 'question');
  const answerTexts = question.answers.map((answer) => textsOf(answer, 'text'));
  const fallback = shownLanguage({ ...questionTexts, [language]: null }, language, contentLanguage);
  const questionKey = fieldInLanguage('question', language);
  const answerKey = fieldInLanguage('text', language);
  const headingId = id('heading');
  const updateAnswer = (index: number, patch: Partial<AnswerForm>) =>
    onChange((current) => ({ ...current, answers: current.answers.map((answer, at) => (at === index ? { ...answer, ...patch } : answer)) }));

  function addAnswer() {
    setLanguage('en');
    const added = newAnswerForm();
    onChange((current) => ({ ...current, answers: [...current.answers, added] }));
    // The new answer's English field, once it is drawn.
    requestAnimationFrame(() => document.getElementById(id(`${added.key}-text`))?.focus());
  }

  return (
    <Card as="section" className="questionnaire-admin__question" aria-labelledby={headingId}>
      <div className="questionnaire-admin__question-head">
        <h2 id={headingId}>{t('questionNumber', { number })}</h2>
        <p className="text-field__hint">{t(question.multiple ? 'multiple' : 'single')}</p>
      </div>
      <ContentLanguageTabs
        label={t('questionNumber', { number })}
        value={language}
        onChange={setLanguage}
        missing={missingInAny([questionTexts, ...answerTexts.filter((text) => text.en.trim() !== '')])}
        idPrefix={id('language')}
      >
        <FieldFrame
          controlId={id(questionKey)}
          label={label(t('question'))}
          error={isEnglish && problems?.question ? t('problems.required') : undefined}
          hint={isEnglish ? texts('requiredHint') : texts('optionalHint', { language: languageName, fallback: texts(`names.${fallback}`) })}
        >
          <input
            id={id(questionKey)}
            lang={language}
            value={question[questionKey]}
            maxLength={QUESTIONNAIRE_QUESTION_MAX_LENGTH}
            aria-invalid={(isEnglish && problems?.question !== undefined) || undefined}
            aria-describedby={isEnglish && problems?.question ? id(`${questionKey}-error`) : id(`${questionKey}-hint`)}
            onChange={(event) => onChange((current) => ({ ...current, [questionKey]: event.target.value }))}
          />
        </FieldFrame>

        <fieldset className="questionnaire-admin__answers">
          <legend>{t('answers')}</legend>
          <ol className="questionnaire-admin__answer-list">
            {question.answers.map((answer, index) => {
              const controlId = id(`${answer.key}-${isEnglish ? 'text' : answerKey}`);
              const isMissing = isEnglish && problems?.answers.includes(answer.key);
              const answerNumber = index + 1;
              const placeholder = isEnglish ? undefined : answer.text;
              return (
                <li key={answer.key} className="questionnaire-admin__answer">
                  <div className="questionnaire-admin__answer-row">
                    <FieldFrame controlId={controlId} label={label(t('answer', { number: answerNumber }))} error={isMissing ? t('problems.required') : undefined}>
                      <input
                        id={controlId}
                        lang={language}
                        value={answer[answerKey]}
                        placeholder={placeholder}
                        maxLength={QUESTIONNAIRE_ANSWER_MAX_LENGTH}
                        aria-invalid={isMissing || undefined}
                        aria-describedby={isMissing ? `${controlId}-error` : undefined}
                        onChange={(event) => updateAnswer(index, { [answerKey]: event.target.value })}
                      />
                    </FieldFrame>
                    <span className="questionnaire-admin__answer-actions">
                      <IonButton fill="clear" size="small" disabled={index === 0} aria-label={t('moveUp', { number: answerNumber })} title={t('moveUp', { number: answerNumber })} onClick={() => onChange((current) => moveAnswer(current, index, -1))}>
                        <IonIcon slot="icon-only" icon={arrowUpOutline} aria-hidden="true" />
                      </IonButton>
                      <IonButton
                        fill="clear"
                        size="small"
                        disabled={index === question.answers.length - 1}
                        aria-label={t('moveDown', { number: answerNumber })}
                        title={t('moveDown', { number: answerNumber })}
                        onClick={() => onChange((current) => moveAnswer(current, index, 1))}
                      >
                        <IonIcon slot="icon-only" icon={arrowDownOutline} aria-hidden="true" />
                      </IonButton>
                      <IonButton fill="clear" size="small" color="danger" aria-label={t('remove', { number: answerNumber })} title={t('remove', { number: answerNumber })} onClick={() => onRemoveAnswer(index)}>
                        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
                      </IonButton>
                    </span>
                  </div>
                  {isEnglish && (
                    <fieldset className="questionnaire-admin__tags">
                      <legend className="text-field__hint">{t('interests')}</legend>
                      {[...GUIDE_TAGS, ...answer.tags.filter((tag) => !(GUIDE_TAGS as readonly string[]).includes(tag))].map((tag) => (
                        <label key={tag} className="questionnaire-admin__tag">
                          <input
                            type="checkbox"
                            checked={answer.tags.includes(tag)}
                            onChange={(event) => updateAnswer(index, { tags: event.target.checked ? [...answer.tags, tag] : answer.tags.filter((candidate) => candidate !== tag) })}
                          />
                          {tagLabel(tag)}
                        </label>
                      ))}
                    </fieldset>
                  )}
                </li>
              );
            })}
          </ol>
          {problems?.noAnswers && (
            <p className="text-field__error" role="alert">
              {t('problems.noAnswers')}
            </p>
          )}
          <IonButton fill="outline" size="small" className="questionnaire-admin__add" onClick={addAnswer}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('addAnswer')}
          </IonButton>
        </fieldset>

        <ContentPreview
          language={language}
          contentLanguage={contentLanguage}
          id={id(`preview-${language}`)}
          lines={[{ text: questionTexts, className: 'questionnaire-admin__preview-question' }, ...answerTexts.map((text) => ({ text, className: 'questionnaire-admin__preview-answer' }))]}
        />
      </ContentLanguageTabs>
    </Card>
  );
}
