import { mailOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { EmailField } from '@/components/email-field';
import { SubmitForm } from '@/components/ui/submit-form';
import { useFormProblemText } from '@/lib/forms/forms-i18n';
import { formValidators } from '@/lib/forms/validators';
import { useAccountTranslation } from '../i18n';

interface ResetEmailFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  isBusy: boolean;
  onSubmit: (email: string) => void;
}

/** Step 1: the account's email address, to mail a code to. */
export function ResetEmailForm({ email, onEmailChange, isBusy, onSubmit }: ResetEmailFormProps) {
  const { t } = useAccountTranslation();
  const { problemText } = useFormProblemText();
  const [isShown, setShown] = useState(false);
  const problem = formValidators.required(email) ?? formValidators.emailAddress(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (problem || isBusy) return;
    onSubmit(email.trim().toLowerCase());
  }

  return (
    <SubmitForm isCard onSubmit={submit} submitLabel={t('reset.sendCode')} busyLabel={t('reset.sendingCode')} submitIcon={mailOutline} isBusy={isBusy}>
      <EmailField
        id="reset-email"
        label={t('reset.email')}
        value={email}
        error={isShown ? problemText(problem) : undefined}
        onValueChange={onEmailChange}
        onBlur={() => setShown(email !== '')}
      />
    </SubmitForm>
  );
}
