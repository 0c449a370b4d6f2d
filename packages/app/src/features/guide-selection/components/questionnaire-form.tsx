import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Questionnaire } from '@stay/contract';
import { peopleOutline, sparklesOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useGuideSelectionTranslation } from '../i18n';
import { entriesOf, toggleAnswer, type Answers } from '../answers';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { Card } from '@/components/ui/card';

interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  answers: Answers;
  onAnswersChange: (answers: Answers) => void;
  isMatching: boolean;
  onMatch: () => void;
  onShowAll: () => void;
}

/** The guide questionnaire: one fieldset per question, checkboxes when several answers fit, radios otherwise. */
export function QuestionnaireForm({ questionnaire, answers, onAnswersChange, isMatching, onMatch, onShowAll }: QuestionnaireFormProps) {
  const { t } = useGuideSelectionTranslation();
  const id = useId();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const hasAnswers = entriesOf(answers).length > 0;
  const error = isSubmitted && !hasAnswers ? t('guideSelection.answerRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!hasAnswers || isMatching) return;
    onMatch();
  }

  return (
    <form className="questionnaire" noValidate onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
      {questionnaire.questions.map((question) => (
        <Card as="fieldset" key={question.label} className="question">
          <legend className="question__text">{question.question}</legend>
          {question.multiple && <p className="question__hint">{t('guideSelection.pickAny')}</p>}
          <div className="question__options">
            {question.options.map((option) => {
              const isPicked = answers[question.label]?.includes(option.value) ?? false;
              return (
                <label key={option.value} className={isPicked ? 'choice choice--picked' : 'choice'}>
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`${id}-${question.label}`}
                    value={option.value}
                    checked={isPicked}
                    onChange={() => onAnswersChange(toggleAnswer(answers, question.label, option.value, question.multiple))}
                  />
                  <span>{option.text}</span>
                </label>
              );
            })}
          </div>
        </Card>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="questionnaire__actions">
        <IonButton type="submit" expand="block" disabled={isMatching} onMouseDown={keepFocus}>
          {isMatching ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={sparklesOutline} aria-hidden="true" />}
          {t('guideSelection.match')}
        </IonButton>
        <IonButton type="button" expand="block" fill="outline" onClick={onShowAll}>
          <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
          {t('guideSelection.showAll')}
        </IonButton>
      </div>
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
