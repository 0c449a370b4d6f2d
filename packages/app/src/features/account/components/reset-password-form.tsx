import { checkmarkOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { SubmitForm } from '@/components/ui/submit-form';
import { hasFieldProblems, validateNewPassword, type NewPasswordValues } from '@/lib/forms/validators';
import { useAccountTranslation } from '../i18n';
import { useTouched } from '../use-touched';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  isBusy: boolean;
  onSubmit: (values: NewPasswordValues) => void;
}

/** Step 3: the new password, typed twice. */
export function ResetPasswordForm({ isBusy, onSubmit }: ResetPasswordFormProps) {
  const { t } = useAccountTranslation();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordRepeat: '' });
  const touched = useTouched<keyof NewPasswordValues>();
  const problems = validateNewPassword(values);

  function submit(event: FormEvent) {
    event.preventDefault();
    touched.submit();
    if (hasFieldProblems(problems) || isBusy) return;
    onSubmit(values);
  }

  return (
    <SubmitForm isCard onSubmit={submit} submitLabel={t('reset.save')} busyLabel={t('reset.saving')} submitIcon={checkmarkOutline} isBusy={isBusy}>
      <NewPasswordFields
        idPrefix="reset"
        values={values}
        problems={problems}
        isShown={touched.isShown}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onBlur={touched.touch}
        labels={{ password: t('reset.password'), passwordRepeat: t('reset.passwordRepeat') }}
      />
    </SubmitForm>
  );
}
