import { IonButton } from '@ionic/react';
import { useId, useState } from 'react';
import { SheetDialog } from '@/domains/chat/components/sheet-dialog';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useCreateReminder } from '@/domains/chat/staff/use-create-reminder';

interface ReminderModalProps {
  nmbr: number;
  isOpen: boolean;
  onClose(): void;
  now?: () => Date;
}

/** `datetime-local` wants local time without seconds or zone. */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function presets(now: Date) {
  const inOneHour = new Date(now.getTime() + 60 * 60_000);
  const tomorrowMorning = new Date(now);
  tomorrowMorning.setDate(now.getDate() + 1);
  tomorrowMorning.setHours(9, 0, 0, 0);
  return { inOneHour, tomorrowMorning };
}

/** Set a reminder on the chat: when (quick picks or any moment) and a note. The server notifies at that moment. */
export function ReminderModal({ nmbr, isOpen, onClose, now = () => new Date() }: ReminderModalProps) {
  const { t } = useChatTranslation();
  const create = useCreateReminder(nmbr);
  const [when, setWhen] = useState(() => toLocalInput(presets(now()).inOneHour));
  const [note, setNote] = useState('');
  const whenId = useId();
  const noteId = useId();
  const picks = presets(now());
  const at = new Date(when);
  const isValid = !Number.isNaN(at.getTime());

  function save() {
    if (!isValid) return;
    create.mutate({ datetime: at.toISOString(), paragraph: note.trim() }, { onSuccess: onClose });
  }

  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('reminder.title')}>
      <div className="reminder-form">
        <div className="reminder-form__picks" role="group" aria-label={t('reminder.quick')}>
          <IonButton size="small" fill="outline" onClick={() => setWhen(toLocalInput(picks.inOneHour))}>
            {t('reminder.inOneHour')}
          </IonButton>
          <IonButton size="small" fill="outline" onClick={() => setWhen(toLocalInput(picks.tomorrowMorning))}>
            {t('reminder.tomorrowMorning')}
          </IonButton>
        </div>
        <label htmlFor={whenId}>{t('reminder.when')}</label>
        <input id={whenId} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        <label htmlFor={noteId}>{t('reminder.note')}</label>
        <textarea id={noteId} rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        <IonButton expand="block" disabled={!isValid || create.isPending} onClick={save}>
          {t('common.save')}
        </IonButton>
      </div>
    </SheetDialog>
  );
}
