import type { ReactNode } from 'react';

interface FieldFrameProps {
  /** The control's id; the error and hint get `${controlId}-error` and `${controlId}-hint`. */
  controlId: string;
  label: string;
  error?: string;
  /** A permanent hint under the field; the error takes its place while there is one. */
  hint?: ReactNode;
  /** The control, which points `aria-describedby` at {@link fieldDescriptionId}. */
  children: ReactNode;
}

/** The id the control's `aria-describedby` names: the error while there is one, else the hint, else none. */
export function fieldDescriptionId(controlId: string, error?: string, hint?: ReactNode): string | undefined {
  return error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
}

/** A labelled form control with its inline error or hint below (the `.text-field` styles). */
export function FieldFrame({ controlId, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={error ? 'text-field text-field--invalid' : 'text-field'}>
      <label htmlFor={controlId}>{label}</label>
      {children}
      {error ? (
        <p id={`${controlId}-error`} className="text-field__error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${controlId}-hint`} className="text-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
