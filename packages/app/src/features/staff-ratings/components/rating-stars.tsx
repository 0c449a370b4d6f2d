import { IonIcon } from '@ionic/react';
import { RATING_MAX_SCORE } from '@stay/contract';
import { star, starHalf, starOutline } from 'ionicons/icons';

/** Stars for a score (halves rounded to the nearest half); the text alternative is the caller's. */
export function RatingStars({ score, label }: { score: number; label: string }) {
  const halves = Math.round(score * 2);
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {Array.from({ length: RATING_MAX_SCORE }, (_, index) => {
        const icon = halves >= (index + 1) * 2 ? star : halves === index * 2 + 1 ? starHalf : starOutline;
        return <IonIcon key={index} icon={icon} aria-hidden="true" />;
      })}
    </span>
  );
}
