import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}

/**
 * A labelled input with its inline error. Native on purpose: the login route must stay light (IonInput adds
 * about 11 kB gzip) and a real <label> with aria-describedby is read correctly by every screen reader.
 */
export function TextField({ id, label, value, error, onValueChange, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'text-field text-field--invalid' : 'text-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
