import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { star, starOutline } from 'ionicons/icons';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { RATING_SCORES, StarRatingInput } from '@/components/ui/star-rating-input';
import { useMyStayRating, useRateStay } from '@/domains/stay-rating/use-stay-rating';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useStayRatingTranslation } from '../i18n';
import '../stay-rating.css';

const COMMENT_MAX = 2000;

/** The score as stars, read out as "4 of 5 stars". */
function ScoreStars({ score }: { score: number }) {
  const { t } = useStayRatingTranslation();
  return (
    <span className="stay-rating__score" role="img" aria-label={t('stayRating.scoreOf', { score })}>
      {RATING_SCORES.map((value) => (
        <IonIcon key={value} icon={value <= score ? star : starOutline} aria-hidden="true" />
      ))}
    </span>
  );
}

interface StayRatingFormProps {
  initial: { score: number; comment: string | null } | null;
  onDone: () => void;
  onCancel?: () => void;
}

/** 1–5 stars and an optional text (POST /api/guest/rating, label stay); sending again replaces the earlier rating. */
function StayRatingForm({ initial, onDone, onCancel }: StayRatingFormProps) {
  const { t } = useStayRatingTranslation();
  const id = useId();
  const rate = useRateStay();
  const showSuccess = useSuccessToast();
  const [score, setScore] = useState<number | null>(initial?.score ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const scoreError = isSubmitted && score === null ? t('stayRating.scoreRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (score === null || rate.isPending) return;
    const trimmed = comment.trim();
    rate.mutate(
      { score, ...(trimmed ? { comment: trimmed } : {}) },
      {
        onSuccess: () => {
          showSuccess(t('stayRating.thanks'));
          onDone();
        },
      },
    );
  }

  return (
    <form className="stay-rating__form" noValidate onSubmit={submit} aria-label={t('stayRating.title')}>
      <StarRatingInput
        id={id}
        legend={t('stayRating.question')}
        score={score}
        onChange={setScore}
        starLabel={(count) => t('stayRating.stars', { count })}
        error={scoreError}
      />
      <div className="text-field">
        <label htmlFor={`${id}-comment`}>{t('stayRating.comment')}</label>
        <textarea id={`${id}-comment`} value={comment} maxLength={COMMENT_MAX} rows={3} onChange={(event) => setComment(event.target.value)} />
      </div>
      <div className="stay-rating__actions">
        <IonButton type="submit" disabled={rate.isPending} onMouseDown={keepFocus}>
          {rate.isPending && <IonSpinner slot="start" aria-hidden="true" />}
          {t('stayRating.submit')}
        </IonButton>
        {onCancel && (
          <IonButton type="button" fill="clear" onClick={onCancel}>
            {t('common.cancel')}
          </IonButton>
        )}
      </div>
    </form>
  );
}

/**
 * After departure, on the guest home: the guest rates the stay (stars and an optional text), or sees their rating
 * and may change it.
 */
export function StayRatingCard() {
  const { t } = useStayRatingTranslation();
  const titleId = useId();
  const mine = useMyStayRating();
  const [isEditing, setIsEditing] = useState(false);
  const rating = mine.data;

  return (
    <Card className="stay-rating" aria-labelledby={titleId}>
      <h2 id={titleId} className="stay-rating__title">
        {t('stayRating.title')}
      </h2>
      {mine.isPending ? (
        <SkeletonGroup label={t('stayRating.loading')}>
          <Skeleton height="96px" />
        </SkeletonGroup>
      ) : mine.isError ? (
        <div className="stay-rating__note" role="alert">
          <p>{t('stayRating.error')}</p>
          <IonButton size="small" fill="outline" onClick={() => void mine.refetch()}>
            {t('stayRating.retry')}
          </IonButton>
        </div>
      ) : rating && !isEditing ? (
        <div className="stay-rating__given">
          <p className="stay-rating__note">{t('stayRating.rated')}</p>
          <ScoreStars score={rating.score} />
          {rating.comment && <blockquote className="stay-rating__comment">{rating.comment}</blockquote>}
          <IonButton fill="outline" size="small" className="stay-rating__change" onClick={() => setIsEditing(true)}>
            {t('stayRating.change')}
          </IonButton>
        </div>
      ) : (
        <>
          {!rating && <p className="stay-rating__note">{t('stayRating.intro')}</p>}
          <StayRatingForm
            initial={rating ?? null}
            onDone={() => setIsEditing(false)}
            onCancel={rating ? () => setIsEditing(false) : undefined}
          />
        </>
      )}
    </Card>
  );
}
