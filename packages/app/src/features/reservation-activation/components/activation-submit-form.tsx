import type { ReactNode } from 'react';
import { SubmitForm } from '@/components/ui/submit-form';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { useRevealFirstProblem } from '@/lib/hooks/use-reveal-first-problem';
import { useActivationTranslation } from '../i18n';
import type { ActivationForm } from '../use-activation-form';
import { AccountSection } from './account-section';

interface ActivationSubmitFormProps {
  form: ActivationForm;
  onSubmit: () => void;
  /** The button's label once the account step knows who this is; before that it says "Continue". */
  submitLabel: string;
  accountTitle: string;
  isBusy: boolean;
  /** Sections above the account section, e.g. the reservation's number and proof. */
  children?: ReactNode;
}

/** An activation form: its own sections, the account section, and one submit button. */
export function ActivationSubmitForm({ form, onSubmit, submitLabel, accountTitle, isBusy, children }: ActivationSubmitFormProps) {
  const { t } = useActivationTranslation();
  const { account } = form;
  const problems = useRevealFirstProblem<HTMLDivElement>(form.failures);
  return (
    <SubmitForm
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      submitLabel={account.needsLookUp ? t('activation.account.continue') : submitLabel}
      isBusy={isBusy}
      isDisabled={account.isLookingUp}
      onSubmitMouseDown={keepFocus}
    >
      <div ref={problems} className="activation__sections">
        {children}
        <AccountSection
          title={accountTitle}
          step={account}
          showErrors={form.isSubmitted}
          touched={form.touched}
          onTouch={form.touch}
          idPrefix={form.idPrefix}
          isNotGuest={form.isNotGuest}
        />
      </div>
    </SubmitForm>
  );
}
