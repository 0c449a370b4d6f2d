import { IonButton, IonIcon, IonSpinner, useIonToast } from '@ionic/react';
import { RATING_MAX_SCORE, RATING_MIN_SCORE, TOAST_DURATION_MS, type ReservationGuide } from '@stay/contract';
import { star, starOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { useGuestHomeTranslation } from '../i18n';
import { useRate } from '@/domains/guide/use-rate-guide';
import { keepFocus } from '@/lib/hooks/keep-focus';

const SCORES = Array.from({ length: RATING_MAX_SCORE - RATING_MIN_SCORE + 1 }, (_, index) => RATING_MIN_SCORE + index);
const COMMENT_MAX = 2000;

/** A guest's rating of their guide: 1–5 stars and an optional comment (POST /api/guest/rating, label guide). */
export function GuideRatingForm({ guide, onDone }: { guide: ReservationGuide; onDone: () => void }) {
  const { t } = useGuestHomeTranslation();
  const id = useId();
  const rate = useRate();
  const [presentToast] = useIonToast();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const scoreError = isSubmitted && score === null ? t('guestHome.rating.scoreRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (score === null || rate.isPending) return;
    const trimmed = comment.trim();
    rate.mutate(
      { label: 'guide', score, ...(trimmed ? { comment: trimmed } : {}) },
      {
        onSuccess: () => {
          void presentToast({ message: t('guestHome.rating.thanks', { name: guide.firstname }), duration: TOAST_DURATION_MS, position: 'bottom', color: 'primary' });
          onDone();
        },
      },
    );
  }

  return (
    <form className="rating-form" noValidate onSubmit={submit} aria-label={t('guestHome.rating.formLabel', { name: guide.firstname })}>
      <fieldset className="rating-form__stars" aria-describedby={scoreError ? `${id}-score-error` : undefined}>
        <legend>{t('guestHome.rating.question', { name: guide.firstname })}</legend>
        <div className="rating-form__star-row">
          {SCORES.map((value) => (
            <label key={value} className="rating-star">
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
                className="visually-hidden"
              />
              <IonIcon icon={score !== null && value <= score ? star : starOutline} aria-hidden="true" />
              <span className="visually-hidden">{t('guestHome.rating.stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {scoreError && (
          <p id={`${id}-score-error`} className="text-field__error">
            {scoreError}
          </p>
        )}
      </fieldset>
      <div className="text-field">
        <label htmlFor={`${id}-comment`}>{t('guestHome.rating.comment')}</label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className="rating-form__actions">
        <IonButton type="submit" disabled={rate.isPending} onMouseDown={keepFocus}>
          {rate.isPending && <IonSpinner slot="start" aria-hidden="true" />}
          {t('guestHome.rating.submit')}
        </IonButton>
        <IonButton type="button" fill="clear" onClick={onDone}>
          {t('common.cancel')}
        </IonButton>
      </div>
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
