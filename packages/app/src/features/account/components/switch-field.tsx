import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off switch (a native checkbox with the switch role) with an optional hint. */
export function SwitchField({ label, hint, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="account-switch">
      <label htmlFor={id} className="account-switch__text">
        <span className="account-switch__label">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="account-switch__hint">
            {hint}
          </span>
        )}
      </label>
      <input
        id={id}
        className="account-switch__input"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
