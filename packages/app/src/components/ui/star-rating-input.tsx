import { IonIcon } from '@ionic/react';
import { RATING_MAX_SCORE, RATING_MIN_SCORE } from '@stay/contract';
import { star, starOutline } from 'ionicons/icons';
import './star-rating-input.css';

/** The scores a guest may give, lowest first. */
export const RATING_SCORES = Array.from({ length: RATING_MAX_SCORE - RATING_MIN_SCORE + 1 }, (_, index) => RATING_MIN_SCORE + index);

interface StarRatingInputProps {
  /** Prefix of the radios' name and of the error's id. */
  id: string;
  legend: string;
  score: number | null;
  onChange: (score: number) => void;
  /** The text a screen reader reads for one star, e.g. "3 stars". */
  starLabel: (count: number) => string;
  error?: string;
}

/**
 * A score chosen with stars: native radio buttons in a fieldset, shown as star icons, with the inline error tied to
 * the fieldset with aria-describedby.
 */
export function StarRatingInput({ id, legend, score, onChange, starLabel, error }: StarRatingInputProps) {
  const errorId = `${id}-score-error`;
  return (
    <fieldset className="ui-star-rating" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="ui-star-rating__row">
        {RATING_SCORES.map((value) => (
          <label key={value} className="ui-star-rating__star">
            <input
              type="radio"
              name={`${id}-score`}
              value={value}
              checked={score === value}
              onChange={() => onChange(value)}
              className="visually-hidden"
            />
            <IonIcon icon={score !== null && value <= score ? star : starOutline} aria-hidden="true" />
            <span className="visually-hidden">{starLabel(value)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
