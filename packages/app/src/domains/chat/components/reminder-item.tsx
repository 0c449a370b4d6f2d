import { IonButton, IonIcon } from '@ionic/react';
import type { ChatReminder } from '@stay/contract';
import { alarmOutline, closeOutline } from 'ionicons/icons';
import { useChatTranslation } from '../chat-i18n';
import { useCancelReminder } from '../staff/chat-mutations';
import './chat.css';

interface ReminderItemProps {
  reminder: ChatReminder;
  when: string;
  /** Only the staff member who set a reminder may cancel it. */
  canCancel: boolean;
}

/** A reminder: when it fires (or fired) and its note; cancel behind 'Cancelling reminder'. */
export function ReminderItem({ reminder, when, canCancel }: ReminderItemProps) {
  const { t } = useChatTranslation();
  const cancel = useCancelReminder();
  return (
    <li className={`chat-reminder${reminder.fired ? ' chat-reminder--fired' : ''}`}>
      <IonIcon icon={alarmOutline} aria-hidden="true" />
      <div className="chat-reminder__body">
        <p className="chat-reminder__when">
          <time dateTime={reminder.datetime}>{when}</time>
          {reminder.fired && <span className="chat-reminder__fired"> · {t('reminder.fired')}</span>}
        </p>
        {reminder.paragraph && <p className="chat-reminder__note">{reminder.paragraph}</p>}
      </div>
      {canCancel && !reminder.fired && (
        <IonButton
          size="small"
          fill="clear"
          color="medium"
          aria-label={t('reminder.cancel', { when })}
          onClick={(event) => {
            event.stopPropagation();
            cancel.mutate({ chatnmbr: reminder.chatnmbr, reminderId: reminder._id });
          }}
        >
          <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
        </IonButton>
      )}
    </li>
  );
}
