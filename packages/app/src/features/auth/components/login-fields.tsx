import { EmailField } from '@/components/email-field';
import { TextField } from '@/components/text-field';
import type { LoginProblem, LoginValues } from './login-validation';
import type { LoginFormState } from './use-login-values';

interface LoginFieldsProps {
  form: LoginFormState;
  labels: Record<keyof LoginValues, string>;
  /** The text of a problem, in the page's language. */
  problemText: (problem: LoginProblem) => string;
}

/** The sign-in form's email and password fields, with the problems `form` says to show. */
export function LoginFields({ form, labels, problemText }: LoginFieldsProps) {
  const errorFor = (field: keyof LoginValues) => {
    const problem = form.shownProblem(field);
    return problem && problemText(problem);
  };
  return (
    <>
      <EmailField
        id="login-email"
        label={labels.email}
        value={form.values.email}
        error={errorFor('email')}
        onValueChange={form.update('email')}
        onBlur={form.touch('email')}
      />
      <TextField
        id="login-password"
        label={labels.password}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={errorFor('password')}
        onValueChange={form.update('password')}
        onBlur={form.touch('password')}
      />
    </>
  );
}
