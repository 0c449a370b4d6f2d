import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, fieldDescriptionId } from './field-frame';

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
  return (
    <FieldFrame controlId={id} label={label} error={error} hint={hint}>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescriptionId(id, error, hint)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}
