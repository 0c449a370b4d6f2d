import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { classNames } from './class-names';
import './card.css';
import './submit-form.css';

interface SubmitFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** Replaces the label while busy, e.g. "Signing in…"; without it the label stays. */
  busyLabel?: string;
  /** An icon before the label; a spinner takes its place while busy. */
  submitIcon?: string;
  isBusy: boolean;
  /** Disables the button while not busy either, e.g. while a field is being checked. */
  isDisabled?: boolean;
  /** Runs on mouse down on the button, e.g. `keepFocus` so the field being left keeps quiet. */
  onSubmitMouseDown?: (event: MouseEvent<HTMLIonButtonElement>) => void;
  /** Draws the form itself as a card (when its fields are not in sections of their own). */
  isCard?: boolean;
  className?: string;
  children: ReactNode;
  /** Secondary actions, below the primary button. */
  after?: ReactNode;
}

/** A form (the browser's own validation off) with its fields and one primary submit button with a busy state. */
export function SubmitForm(props: SubmitFormProps) {
  const { onSubmit, submitLabel, busyLabel, submitIcon, isBusy, isDisabled, onSubmitMouseDown, isCard, className, children, after } = props;
  return (
    <form className={classNames('ui-submit-form', isCard && 'ui-card ui-submit-form--card', className)} noValidate onSubmit={onSubmit}>
      {children}
      <IonButton
        type="submit"
        expand="block"
        className="ui-submit-form__submit"
        disabled={isBusy || isDisabled === true}
        onMouseDown={onSubmitMouseDown}
      >
        {isBusy ? (
          <IonSpinner slot="start" aria-hidden="true" />
        ) : (
          submitIcon && <IonIcon slot="start" icon={submitIcon} aria-hidden="true" />
        )}
        {isBusy && busyLabel ? busyLabel : submitLabel}
      </IonButton>
      {after}
      {/* Lets Enter submit the form: Ionic's button lives in shadow DOM, which implicit submission does not see. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
    </form>
  );
}
