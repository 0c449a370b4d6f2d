import { useState } from 'react';
import { validateLogin, type LoginProblem, type LoginValues } from './login-validation';

const EMPTY: LoginValues = { email: '', password: '' };

type Touched = Partial<Record<keyof LoginValues, boolean>>;

/** The sign-in form's values and which problems to show: a problem shows once its field was left or the form sent. */
export function useLoginValues(initialEmail = '') {
  const [values, setValues] = useState<LoginValues>(() => ({ ...EMPTY, email: initialEmail }));
  const [touched, setTouched] = useState<Touched>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const problems = validateLogin(values);
  return {
    values,
    problems,
    shownProblem: (field: keyof LoginValues): LoginProblem | undefined => (isSubmitted || touched[field] ? problems[field] : undefined),
    update: (field: keyof LoginValues) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    touch: (field: keyof LoginValues) => () => setTouched((current) => ({ ...current, [field]: true })),
    markSubmitted: () => setIsSubmitted(true),
    /** Fills the form as if typed and sent (a sign-in handed over from the light /login). */
    fillSubmitted: (next: LoginValues) => {
      setValues(next);
      setIsSubmitted(true);
    },
    reset: () => {
      setValues(EMPTY);
      setTouched({});
      setIsSubmitted(false);
    },
  };
}

export type LoginFormState = ReturnType<typeof useLoginValues>;
