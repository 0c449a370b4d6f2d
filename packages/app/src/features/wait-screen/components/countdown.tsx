import { useWaitScreenTranslation } from '../i18n';
import { timeLeft } from '../wait-variant';

/** Days, hours, minutes and seconds until `until`, ticking with `now`. Screen readers get one calm sentence. */
export function Countdown({ until, now }: { until: Date; now: Date }) {
  const { t } = useWaitScreenTranslation();
  const left = timeLeft(until, now);
  const units = [
    { key: 'days', value: left.days },
    { key: 'hours', value: left.hours },
    { key: 'minutes', value: left.minutes },
    { key: 'seconds', value: left.seconds },
  ] as const;
  return (
    <div className="countdown">
      <p className="visually-hidden">{t('waitScreen.countdown.summary', { days: left.days, hours: left.hours })}</p>
      <ol className="countdown__units" aria-hidden="true">
        {units.map((unit) => (
          <li key={unit.key} className="countdown__unit">
            <span className="countdown__value" data-testid={`countdown-${unit.key}`}>
              {String(unit.value).padStart(2, '0')}
            </span>
            <span className="countdown__label">{t(`waitScreen.countdown.units.${unit.key}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
