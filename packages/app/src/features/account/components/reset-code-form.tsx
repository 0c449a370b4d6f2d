import { IonButton } from '@ionic/react';
import { RESET_CODE_LENGTH } from '@stay/contract';
import { keyOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { SubmitForm } from '@/components/ui/submit-form';
import { useAccountTranslation } from '../i18n';

interface ResetCodeFormProps {
  /** The last code the server refused as INVALID_RESET_CODE: marked until it is changed. */
  refusedCode: string | null;
  isBusy: boolean;
  onSubmit: (code: string) => void;
  onNewCode: () => void;
  onOtherEmail: () => void;
}

/** Step 2: the code from the mail, or a new code, or another address. */
export function ResetCodeForm({ refusedCode, isBusy, onSubmit, onNewCode, onOtherEmail }: ResetCodeFormProps) {
  const { t } = useAccountTranslation();
  const [code, setCode] = useState('');
  const [isShown, setShown] = useState(false);
  const trimmed = code.replace(/\s/g, '');
  const error = !trimmed ? (isShown ? t('reset.codeRequired') : undefined) : trimmed === refusedCode ? t('reset.codeInvalid') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (!trimmed || isBusy) return;
    onSubmit(trimmed);
  }

  return (
    <SubmitForm
      isCard
      onSubmit={submit}
      submitLabel={t('reset.checkCode')}
      busyLabel={t('reset.checkingCode')}
      submitIcon={keyOutline}
      isBusy={isBusy}
      after={
        <div className="reset__links">
          <IonButton type="button" fill="clear" size="small" disabled={isBusy} onClick={onNewCode}>
            {t('reset.newCode')}
          </IonButton>
          <IonButton type="button" fill="clear" size="small" disabled={isBusy} onClick={onOtherEmail}>
            {t('reset.otherEmail')}
          </IonButton>
        </div>
      }
    >
      <TextField
        id="reset-code"
        label={t('reset.code')}
        value={code}
        error={error}
        onValueChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RESET_CODE_LENGTH + 4}
        // The code is the one thing to type on this step.
        autoFocus
      />
    </SubmitForm>
  );
}
