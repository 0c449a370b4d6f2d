import type { RatingComment } from '@stay/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { fullName } from '@/lib/text/names';
import { useStaffRatingsTranslation } from '../i18n';
import { useRatingFormat } from '../use-rating-format';
import { RatingStars } from './rating-stars';

interface CommentsCardProps {
  comments: readonly RatingComment[];
  timeZone: string;
  /** Support and management read every guide's comments, so each names its guide. */
  isSupport: boolean;
}

/** The latest ratings with a comment, newest first. Guests stay anonymous. */
export function CommentsCard({ comments, timeZone, isSupport }: CommentsCardProps) {
  const { t } = useStaffRatingsTranslation();
  const format = useRatingFormat();
  const titleId = useId();
  return (
    <Card className="overview-card ratings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-card__title">
        {t(isSupport ? 'ratings.comments.title' : 'ratings.comments.titleMine')}
      </h2>
      {comments.length === 0 ? (
        <p className="overview-card__note">{t('ratings.comments.empty')}</p>
      ) : (
        <ul className="rating-comments">
          {comments.map((comment) => (
            <li key={comment._id} className="rating-comment">
              <div className="rating-comment__head">
                <RatingStars score={comment.score} label={t('ratings.comments.score', { score: comment.score })} />
                <Pill tone="accent">{t(`ratings.labels.${comment.label}`)}</Pill>
              </div>
              <p className="rating-comment__text">{comment.comment}</p>
              <p className="rating-comment__meta">
                {format.instant(comment.createdAt, timeZone)}
                {isSupport && comment.guide && ` · ${t('ratings.comments.about', { name: fullName(comment.guide) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
