import { keyOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { FormSection } from '@/components/ui/form-section';
import { SubmitForm } from '@/components/ui/submit-form';
import { useChangePassword } from '@/domains/account/use-change-password';
import { useFormProblemText } from '@/lib/forms/forms-i18n';
import { formValidators, hasFieldProblems, validateNewPassword, type NewPasswordValues } from '@/lib/forms/validators';
import { HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useAccountTranslation } from '../i18n';
import { useTouched } from '../use-touched';
import { NewPasswordFields } from './new-password-fields';

type PasswordField = 'currentPassword' | keyof NewPasswordValues;
const EMPTY = { currentPassword: '', password: '', passwordRepeat: '' };

/** The current password and a new one typed twice; INCORRECT_PASSWORD marks the current one. */
export function ChangePasswordForm({ role }: { role: 'guest' | 'staff' }) {
  const { t } = useAccountTranslation();
  const { problemText } = useFormProblemText();
  const showSuccess = useSuccessToast();
  const change = useChangePassword(role);
  const [values, setValues] = useState(EMPTY);
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const touched = useTouched<PasswordField>();
  const newProblems = validateNewPassword(values);
  const currentProblem = formValidators.required(values.currentPassword);
  const currentError =
    touched.isShown('currentPassword') && currentProblem
      ? problemText(currentProblem)
      : wrongCurrent !== null && wrongCurrent === values.currentPassword
        ? t('profile.password.currentWrong')
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    touched.submit();
    if (currentProblem || hasFieldProblems(newProblems) || change.isPending) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setWrongCurrent(null);
        touched.reset();
        showSuccess(t('profile.password.saved'));
      },
      onError: (error) => {
        if (error instanceof HttpError && error.code === 'INCORRECT_PASSWORD') setWrongCurrent(values.currentPassword);
      },
    });
  }

  return (
    <SubmitForm onSubmit={submit} submitLabel={t('profile.password.save')} busyLabel={t('profile.password.saving')} submitIcon={keyOutline} isBusy={change.isPending}>
      <FormSection title={t('profile.password.title')}>
        <TextField
          id="profile-current-password"
          label={t('profile.password.current')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={currentError}
          onValueChange={(currentPassword) => setValues((current) => ({ ...current, currentPassword }))}
          onBlur={() => touched.touch('currentPassword')}
        />
        <NewPasswordFields
          idPrefix="profile"
          values={values}
          problems={newProblems}
          isShown={touched.isShown}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          onBlur={touched.touch}
          labels={{ password: t('profile.password.new'), passwordRepeat: t('profile.password.repeat') }}
        />
      </FormSection>
    </SubmitForm>
  );
}
