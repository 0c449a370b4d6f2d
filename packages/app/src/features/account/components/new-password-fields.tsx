import { TextField } from '@/components/text-field';
import { useFormProblemText } from '@/lib/forms/forms-i18n';
import type { FieldProblems, NewPasswordValues } from '@/lib/forms/validators';

interface NewPasswordFieldsProps {
  idPrefix: string;
  values: NewPasswordValues;
  problems: FieldProblems<keyof NewPasswordValues>;
  /** Which problems to show: after a submit all, before only those of fields left. */
  isShown: (field: keyof NewPasswordValues) => boolean;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  onBlur: (field: keyof NewPasswordValues) => void;
  labels: { password: string; passwordRepeat: string };
}

/** A new password and its repeat, with the strength rules as the hint and the strength and match problems in words. */
export function NewPasswordFields({ idPrefix, values, problems, isShown, onChange, onBlur, labels }: NewPasswordFieldsProps) {
  const { problemText, passwordRules } = useFormProblemText();
  const field = (name: keyof NewPasswordValues) => ({
    id: `${idPrefix}-${name}`,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    error: isShown(name) ? problemText(problems[name]) : undefined,
    onValueChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur(name),
  });
  return (
    <>
      <TextField {...field('password')} label={labels.password} hint={passwordRules} />
      <TextField {...field('passwordRepeat')} label={labels.passwordRepeat} />
    </>
  );
}
