import type { AvailabilitySlot } from '@stay/contract';
import { Pill } from '@/components/ui/pill';
import { columnLabel, longDayLabel } from '../format';
import { useAvailabilityTranslation } from '../i18n';
import { entriesOfDay, type Day, type DayEntry } from '../week';

interface WeekViewProps {
  days: readonly Day[];
  today: Day;
  slots: readonly AvailabilitySlot[];
  timeZone: string;
  /** Whether weekly available hours are kept (a day without any then counts as unavailable). */
  keepsWeeklyHours: boolean;
  onEdit(slot: AvailabilitySlot): void;
}

/** The part of the day an entry covers: "09:00–17:00", "from 10:00", "till 14:00" or "All day". */
export function useEntryTime() {
  const { t } = useAvailabilityTranslation();
  return (entry: Pick<DayEntry, 'from' | 'till'>): string => {
    const from = entry.from === '00:00' ? null : entry.from;
    const till = entry.till === '24:00' ? null : entry.till;
    if (from && till) return t('entry.range', { from, till });
    if (from) return t('entry.from', { time: from });
    if (till) return t('entry.till', { time: till });
    return t('entry.allDay');
  };
}

/**
 * The week: a column per day on a wide screen, a list of days on a phone (the same markup, laid out by CSS). Each
 * day shows its exceptions, then its weekly hours; each is a button that opens it for editing. A day without any
 * says what it counts as.
 */
export function WeekView({ days, today, slots, timeZone, keepsWeeklyHours, onEdit }: WeekViewProps) {
  const { t, i18n } = useAvailabilityTranslation();
  const timeOf = useEntryTime();
  return (
    <ol className="availability-week" aria-label={t('week.days')}>
      {days.map((day) => {
        const entries = entriesOfDay(slots, day, timeZone);
        const isToday = day === today;
        const label = columnLabel(day, timeZone, i18n.language);
        const longDay = longDayLabel(day, timeZone, i18n.language);
        return (
          <li key={day} className={`availability-day${isToday ? ' availability-day--today' : ''}`} aria-current={isToday ? 'date' : undefined}>
            <h3 className="availability-day__heading" aria-label={longDay}>
              <span className="availability-day__weekday">{label.weekday}</span>
              <span className="availability-day__date">{label.date}</span>
              {isToday && (
                <Pill tone="accent" className="availability-day__today">
                  {t('week.today')}
                </Pill>
              )}
            </h3>
            {entries.length === 0 ? (
              <p className={`availability-day__none availability-day__none--${keepsWeeklyHours ? 'unavailable' : 'available'}`}>
                {t(keepsWeeklyHours ? 'day.unavailable' : 'day.available')}
              </p>
            ) : (
              <ul className="availability-day__entries">
                {entries.map((entry) => {
                  const time = timeOf(entry);
                  const kind = t(`kind.${entry.kind}`);
                  return (
                    <li key={entry.slot.nmbr}>
                      <button
                        type="button"
                        className={`availability-entry availability-entry--${entry.kind}${entry.isException ? ' availability-entry--exception' : ''}`}
                        aria-label={t('entry.edit', { kind, when: `${longDay} ${time}` })}
                        onClick={() => onEdit(entry.slot)}
                      >
                        <span className="availability-entry__time">{time}</span>
                        <span className="availability-entry__kind">{kind}</span>
                        <span className="availability-entry__repeat">{t(entry.isException ? 'entry.exception' : 'entry.weekly')}</span>
                        {entry.slot.note && <span className="availability-entry__note">{entry.slot.note}</span>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
