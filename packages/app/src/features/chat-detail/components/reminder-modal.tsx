import { IonButton } from '@ionic/react';
import { DEFAULT_TIME_ZONE, instantAt, wallClockOf, type WallClock } from '@stay/contract';
import { useId, useMemo, useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useCreateReminder } from '@/domains/chat/staff/use-create-reminder';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { dayLabel, daysFrom, timesOfDay } from '@/lib/time/wall-clock';

interface ReminderModalProps {
  nmbr: number;
  isOpen: boolean;
  onClose(): void;
  now?: () => Date;
  /** The park's time zone: the picker shows and means the park's clock, whatever the device's zone. */
  timeZone?: string;
}

const PICKABLE_DAYS = 14;
const TIME_STEP_MINUTES = 15;

function quickPicks(now: Date, timeZone: string): { inOneHour: WallClock; tomorrowMorning: WallClock } {
  const tomorrow = daysFrom(now, 2, timeZone)[1]!;
  return { inOneHour: wallClockOf(new Date(now.getTime() + 60 * 60_000), timeZone), tomorrowMorning: { day: tomorrow, time: '09:00' } };
}

/**
 * Set a reminder on the chat: a park day and a time on the 24-hour clock (quick picks or any of them) and a note.
 * A day and a time list instead of the browser's date-time field, which follows the device's region (12-hour in
 * the US) rather than the person's language. The server notifies at that moment. A refusal shows inside the form
 * (an alert could not appear above the sheet) until anything is changed; the form stays open.
 */
export function ReminderModal({ nmbr, isOpen, onClose, now = () => new Date(), timeZone = DEFAULT_TIME_ZONE }: ReminderModalProps) {
  const { t, i18n } = useChatTranslation();
  const create = useCreateReminder(nmbr);
  const errorText = useErrorText();
  const [openedAt] = useState(now);
  const picks = useMemo(() => quickPicks(openedAt, timeZone), [openedAt, timeZone]);
  const [when, setWhen] = useState<WallClock>(picks.inOneHour);
  const [note, setNote] = useState('');
  const dayId = useId();
  const timeId = useId();
  const noteId = useId();
  const days = useMemo(() => daysFrom(openedAt, PICKABLE_DAYS, timeZone), [openedAt, timeZone]);
  const times = useMemo(() => {
    const all = timesOfDay(TIME_STEP_MINUTES);
    return all.includes(when.time) ? all : [...all, when.time].sort();
  }, [when.time]);

  function save() {
    const at = instantAt(when.day, when.time, timeZone);
    create.mutate({ datetime: at.toISOString(), paragraph: note.trim() }, { onSuccess: onClose });
  }

  // A refusal says what to change: its message goes once anything is changed.
  const clearRefusal = () => {
    if (create.error) create.reset();
  };
  function pick(next: WallClock) {
    clearRefusal();
    setWhen(next);
  }
  const refusal = create.error ? errorText(create.error instanceof HttpError ? create.error.code : null) : null;

  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('reminder.title')}>
      <div className="reminder-form">
        <div className="reminder-form__picks" role="group" aria-label={t('reminder.quick')}>
          <IonButton size="small" fill="outline" onClick={() => pick(picks.inOneHour)}>
            {t('reminder.inOneHour')}
          </IonButton>
          <IonButton size="small" fill="outline" onClick={() => pick(picks.tomorrowMorning)}>
            {t('reminder.tomorrowMorning')}
          </IonButton>
        </div>
        <fieldset className="reminder-form__when">
          <legend>{t('reminder.when')}</legend>
          <div>
            <label htmlFor={dayId}>{t('reminder.day')}</label>
            <select id={dayId} value={when.day} onChange={(event) => pick({ ...when, day: event.target.value })}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {dayLabel(day, timeZone, i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={timeId}>{t('reminder.time')}</label>
            <select id={timeId} value={when.time} onChange={(event) => pick({ ...when, time: event.target.value })}>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <label htmlFor={noteId}>{t('reminder.note')}</label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => {
            clearRefusal();
            setNote(event.target.value);
          }}
        />
        {refusal && (
          <p className="reminder-form__refusal" role="alert">
            {refusal}
          </p>
        )}
        <IonButton expand="block" disabled={create.isPending} onClick={save}>
          {t('common.save')}
        </IonButton>
      </div>
    </SheetDialog>
  );
}
