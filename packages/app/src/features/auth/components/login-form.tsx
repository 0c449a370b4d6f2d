import { logInOutline } from 'ionicons/icons';
import { useEffect, type FormEvent } from 'react';
import { useLogin } from '@/domains/session/use-login';
import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';
import { SubmitForm } from '@/components/ui/submit-form';
import { useLatest } from '@/lib/hooks/use-latest';
import { takeHandedOverLogin } from '../handed-over-login';
import { useAuthTranslation } from '../i18n';
import { hasProblems, type LoginValues } from './login-validation';
import { useLoginValues } from './use-login-values';

export function LoginForm() {
  const { t } = useAuthTranslation();
  const login = useLogin();
  const form = useLoginValues();
  const errorFor = (field: keyof LoginValues) => {
    const problem = form.shownProblem(field);
    return problem && t(`login.${problem}`);
  };

  function signIn(values: LoginValues) {
    login.mutate({ email: values.email.trim(), password: values.password }, { onSuccess: form.reset });
  }

  // The light first /login sent the form before this one was loaded: it carries on with the same sign-in, once.
  const carryOn = useLatest((handedOver: LoginValues) => {
    form.fillSubmitted(handedOver);
    signIn(handedOver);
  });
  useEffect(() => {
    const handedOver = takeHandedOverLogin();
    if (handedOver) carryOn.current(handedOver);
  }, [carryOn]);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (hasProblems(form.problems) || login.isPending) return;
    signIn(form.values);
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
        value={form.values.email}
        error={errorFor('email')}
        onValueChange={form.update('email')}
        onBlur={form.touch('email')}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={errorFor('password')}
        onValueChange={form.update('password')}
        onBlur={form.touch('password')}
      />
    </SubmitForm>
  );
}
