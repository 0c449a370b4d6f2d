import type { AvailabilitySlot } from '@stay/contract';
import { exceptionWhen } from '../format';
import { useAvailabilityTranslation } from '../i18n';

interface ExceptionListProps {
  exceptions: readonly AvailabilitySlot[];
  timeZone: string;
  onEdit(slot: AvailabilitySlot): void;
}

/** The exceptions that have not ended yet, whatever week is shown: leave planned months ahead stays in sight. */
export function ExceptionList({ exceptions, timeZone, onEdit }: ExceptionListProps) {
  const { t, i18n } = useAvailabilityTranslation();
  return (
    <section className="availability-exceptions" aria-labelledby="availability-exceptions-title">
      <h2 id="availability-exceptions-title" className="availability-section-title">
        {t('exceptions.title')}
      </h2>
      {exceptions.length === 0 ? (
        <p className="availability-muted">{t('exceptions.empty')}</p>
      ) : (
        <ul className="availability-exceptions__list">
          {exceptions.map((slot) => {
            const when = exceptionWhen(slot, timeZone, i18n.language);
            const kind = t(`kind.${slot.kind}`);
            return (
              <li key={slot.nmbr}>
                <button
                  type="button"
                  className={`availability-exception availability-exception--${slot.kind}`}
                  aria-label={t('entry.edit', { kind, when })}
                  onClick={() => onEdit(slot)}
                >
                  <span className="availability-exception__when">{when}</span>
                  <span className="availability-exception__kind">{kind}</span>
                  {slot.note && <span className="availability-exception__note">{slot.note}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
