import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  /** A permanent hint under the field (e.g. the password rules). */
  hint?: ReactNode;
  onValueChange: (value: string) => void;
}

/**
 * A labelled native input with its hint and inline error, both tied to it with aria-describedby. Native on purpose:
 * the login route must stay light (IonInput adds about 11 kB gzip) and a real <label> is read by every screen reader.
 */
export function TextField({ id, label, value, error, hint, onValueChange, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The hint gives way to the error, which says the same more pointedly.
  const shownHint = error ? undefined : hint;
  const describedBy = error ? errorId : shownHint ? hintId : undefined;
  return (
    <div className={error ? 'text-field text-field--invalid' : 'text-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
      {shownHint && (
        <p id={hintId} className="text-field__hint">
          {shownHint}
        </p>
      )}
    </div>
  );
}
