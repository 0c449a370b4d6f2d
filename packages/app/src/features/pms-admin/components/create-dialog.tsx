import { IonButton } from '@ionic/react';
import { useId, useState } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { usePmsAdminTranslation } from '../i18n';
import { SecretReveal } from './secret-reveal';

interface CreateDialogProps {
  title: string;
  secretTitle: string;
  label: string;
  hint: string;
  requiredText: string;
  saveText: string;
  inputType: 'text' | 'url';
  maxLength: number;
  /** Creates it and answers the key or secret to show once. */
  create(value: string): Promise<string>;
  isPending: boolean;
  error: unknown;
  onClose(): void;
}

/** One field (a key's name, a webhook's address); once created, the key or secret is shown this once to copy. */
export function CreateDialog({ title, secretTitle, label, hint, requiredText, saveText, inputType, maxLength, create, isPending, error, onClose }: CreateDialogProps) {
  const { t } = usePmsAdminTranslation();
  const errorText = useErrorText();
  const controlId = useId();
  const [value, setValue] = useState('');
  const [isTried, setTried] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const isMissing = isTried && value.trim() === '';
  const refusal = error instanceof HttpError ? error.code : error ? CLIENT_ERROR_CODE.offline : null;

  function submit() {
    setTried(true);
    if (value.trim() === '') return;
    void create(value.trim()).then(setSecret, () => undefined);
  }

  if (secret !== null) {
    return (
      <SheetDialog isOpen onClose={onClose} title={secretTitle}>
        <SecretReveal secret={secret} onDone={onClose} />
      </SheetDialog>
    );
  }
  return (
    <SheetDialog isOpen onClose={onClose} title={title}>
      <form
        className="pms-admin__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FieldFrame controlId={controlId} label={label} hint={hint} error={isMissing ? requiredText : undefined}>
          <input
            id={controlId}
            type={inputType}
            value={value}
            maxLength={maxLength}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={isMissing || undefined}
            aria-describedby={isMissing ? `${controlId}-error` : `${controlId}-hint`}
            onChange={(event) => setValue(event.target.value)}
          />
        </FieldFrame>
        {refusal && (
          <p className="pms-admin__problem" role="alert">
            {refusal !== CLIENT_ERROR_CODE.offline ? errorText(refusal) : t('failed')}
          </p>
        )}
        <div className="pms-admin__dialog-actions">
          <IonButton fill="clear" onClick={onClose}>
            {t('cancel')}
          </IonButton>
          <IonButton disabled={isPending} onClick={submit}>
            {saveText}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
