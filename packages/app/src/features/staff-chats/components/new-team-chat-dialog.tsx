import { IonButton } from '@ionic/react';
import { CHAT_PRIORITIES, type Chat, type ChatPriority } from '@stay/contract';
import { useId, useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useColleagues } from '@/domains/chat/staff/use-colleagues';
import { useCreateTeamChat } from '@/domains/chat/staff/use-chat-changes';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';
import { fullName } from '@/lib/text/names';
import '@/domains/chat/components/chat.css';

const NAME_MAX_LENGTH = 100;

interface NewTeamChatDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The chat exists: open it. */
  onCreated(chat: Chat): void;
}

/**
 * A new team chat: a name, a priority and the colleagues of the location to put in it (the creator is its admin).
 * A refusal shows inside the form, which stays open.
 */
export function NewTeamChatDialog({ isOpen, onClose, onCreated }: NewTeamChatDialogProps) {
  const { t } = useChatTranslation();
  const errorText = useErrorText();
  const colleagues = useColleagues(isOpen);
  const create = useCreateTeamChat();
  const [name, setName] = useState('');
  const [priority, setPriority] = useState<ChatPriority>('NORMAL');
  const [members, setMembers] = useState<ReadonlySet<string>>(new Set());
  const nameId = useId();
  const priorityId = useId();
  const trimmed = name.trim();
  const save = () => {
    if (trimmed) create.mutate({ chatname: trimmed, chatpriority: priority, members: [...members] }, { onSuccess: onCreated });
  };
  const refusal = create.error ? errorText(create.error instanceof HttpError ? create.error.code : null) : null;
  const changed = () => {
    if (create.error) create.reset();
  };
  function toggle(id: string) {
    changed();
    setMembers((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('list.create.title')}>
      <form
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={nameId}>{t('list.create.name')}</label>
        <input
          id={nameId}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          required
          onChange={(event) => {
            changed();
            setName(event.target.value);
          }}
        />
        <label htmlFor={priorityId}>{t('list.create.priority')}</label>
        <select id={priorityId} value={priority} onChange={(event) => setPriority(event.target.value as ChatPriority)}>
          {CHAT_PRIORITIES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`priority.${candidate}`)}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>{t('list.create.members')}</legend>
          <p className="chat-form__hint">{t('list.create.membersHint')}</p>
          {colleagues.data && colleagues.data.length === 0 && <p className="chat-form__hint">{t('list.create.noColleagues')}</p>}
          <ul className="chat-form__choices">
            {(colleagues.data ?? []).map((colleague) => (
              <li key={colleague.employee}>
                <label>
                  <input type="checkbox" checked={members.has(colleague.employee)} onChange={() => toggle(colleague.employee)} />
                  {fullName(colleague.personalinfo)}
                  {colleague.personalinfo.workgroup && <span>{colleague.personalinfo.workgroup}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {refusal && (
          <p className="chat-form__refusal" role="alert">
            {refusal}
          </p>
        )}
        <IonButton expand="block" disabled={!trimmed || create.isPending} onClick={save}>
          {t('list.create.submit')}
        </IonButton>
      </form>
    </SheetDialog>
  );
}
