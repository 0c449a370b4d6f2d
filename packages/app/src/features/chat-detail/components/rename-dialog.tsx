import { IonButton } from '@ionic/react';
import { useId, useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { useUpdateChat } from '@/domains/chat/staff/use-chat-changes';
import { useErrorText } from '@/lib/errors/use-error-text';
import { HttpError } from '@/lib/http/http-error';

const NAME_MAX_LENGTH = 100;

/** Rename a team chat. A refusal shows inside the form, which stays open. */
export function RenameDialog({ nmbr, name, isOpen, onClose }: { nmbr: number; name: string; isOpen: boolean; onClose(): void }) {
  const { t } = useChatTranslation();
  const errorText = useErrorText();
  const update = useUpdateChat(nmbr, { silentErrors: true });
  const [value, setValue] = useState(name);
  const fieldId = useId();
  const trimmed = value.trim();
  const save = () => {
    if (trimmed && trimmed !== name) update.mutate({ chatname: trimmed }, { onSuccess: onClose });
  };
  const refusal = update.error ? errorText(update.error instanceof HttpError ? update.error.code : null) : null;
  return (
    <SheetDialog isOpen={isOpen} onClose={onClose} title={t('detail.renameTitle')}>
      <form
        className="chat-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={fieldId}>{t('detail.chatName')}</label>
        <input
          id={fieldId}
          value={value}
          maxLength={NAME_MAX_LENGTH}
          required
          onChange={(event) => {
            if (update.error) update.reset();
            setValue(event.target.value);
          }}
        />
        {refusal && (
          <p className="chat-form__refusal" role="alert">
            {refusal}
          </p>
        )}
        <IonButton expand="block" disabled={!trimmed || trimmed === name || update.isPending} onClick={save}>
          {t('common.save')}
        </IonButton>
      </form>
    </SheetDialog>
  );
}
