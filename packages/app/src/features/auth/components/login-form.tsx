import { logInOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { useLogin } from '@/domains/session/use-login';
import { hasProblems, validateLogin, type LoginValues } from './login-validation';
import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';
import { SubmitForm } from '@/components/ui/submit-form';
import { useAuthTranslation } from '../i18n';

const EMPTY: LoginValues = { email: '', password: '' };

type Touched = Partial<Record<keyof LoginValues, boolean>>;

export function LoginForm() {
  const { t } = useAuthTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [touched, setTouched] = useState<Touched>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const problems = validateLogin(values);

  /** A problem is shown once the field was left or the form was submitted, not while typing the first time. */
  const errorFor = (field: keyof LoginValues) => {
    const problem = problems[field];
    return problem && (isSubmitted || touched[field]) ? t(`login.${problem}`) : undefined;
  };
  const update = (field: keyof LoginValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof LoginValues) => () => setTouched((current) => ({ ...current, [field]: true }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasProblems(problems) || login.isPending) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTouched({});
          setIsSubmitted(false);
        },
      },
    );
  }

  return (
    <SubmitForm
      isCard
      onSubmit={submit}
      submitLabel={t('login.submit')}
      busyLabel={t('login.submitting')}
      submitIcon={logInOutline}
      isBusy={login.isPending}
    >
      <EmailField
        id="login-email"
        label={t('login.email')}
        value={values.email}
        error={errorFor('email')}
        onValueChange={update('email')}
        onBlur={touch('email')}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errorFor('password')}
        onValueChange={update('password')}
        onBlur={touch('password')}
      />
    </SubmitForm>
  );
}
