import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { logInOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/use-login';
import { hasProblems, validateLogin, type LoginValues } from './login-validation';
import { TextField } from '@/components/text-field';

const EMPTY: LoginValues = { email: '', password: '' };

type Touched = Partial<Record<keyof LoginValues, boolean>>;

export function LoginForm() {
  const { t } = useTranslation();
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
    <form className="login-form" noValidate onSubmit={submit}>
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
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
      <IonButton type="submit" expand="block" disabled={login.isPending} className="login-form__submit">
        {login.isPending ? (
          <>
            <IonSpinner slot="start" aria-hidden="true" />
            {t('login.submitting')}
          </>
        ) : (
          <>
            <IonIcon slot="start" icon={logInOutline} aria-hidden="true" />
            {t('login.submit')}
          </>
        )}
      </IonButton>
      {/* Lets Enter submit the form: Ionic's button lives in shadow DOM, which implicit submission does not see. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
