import { logInOutline } from 'ionicons/icons';
import { useEffect, type FormEvent } from 'react';
import { useLogin } from '@/domains/session/use-login';
import { SubmitForm } from '@/components/ui/submit-form';
import { useLatest } from '@/lib/hooks/use-latest';
import { takeHandedOverLogin } from '../handed-over-login';
import { useAuthTranslation } from '../i18n';
import { LoginFields } from './login-fields';
import { hasProblems, type LoginValues } from './login-validation';
import { useLoginValues } from './use-login-values';

/** The sign-in form; `initialEmail` fills the address (after a password reset). */
export function LoginForm({ initialEmail }: { initialEmail?: string | undefined }) {
  const { t } = useAuthTranslation();
  const login = useLogin();
  const form = useLoginValues(initialEmail);

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
      <LoginFields
        form={form}
        labels={{ email: t('login.email'), password: t('login.password') }}
        problemText={(problem) => t(`login.${problem}`)}
      />
    </SubmitForm>
  );
}
