import { IonButton, IonSpinner } from '@ionic/react';
import type { ReservationGuide } from '@stay/contract';
import { useId, useState, type FormEvent } from 'react';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { useRate } from '@/domains/guide/use-rate-guide';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useGuestHomeTranslation } from '../i18n';

const COMMENT_MAX = 2000;

/** A guest's rating of their guide: 1–5 stars and an optional comment (POST /api/guest/rating, label guide). */
export function GuideRatingForm({ guide, onDone }: { guide: ReservationGuide; onDone: () => void }) {
  const { t } = useGuestHomeTranslation();
  const id = useId();
  const rate = useRate();
  const showSuccess = useSuccessToast();
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
          showSuccess(t('guestHome.rating.thanks', { name: guide.firstname }));
          onDone();
        },
      },
    );
  }

  return (
    <form className="rating-form" noValidate onSubmit={submit} aria-label={t('guestHome.rating.formLabel', { name: guide.firstname })}>
      <StarRatingInput
        id={id}
        legend={t('guestHome.rating.question', { name: guide.firstname })}
        score={score}
        onChange={setScore}
        starLabel={(count) => t('guestHome.rating.stars', { count })}
        error={scoreError}
      />
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
