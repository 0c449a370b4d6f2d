import type { ActivationProof, Reservation } from '@stay/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotAGuestError } from '@/domains/account/use-guest-account';
import { useLoading } from '@/lib/loading/use-loading';
import { paths } from '@/lib/navigation/paths';
import type { ActivationPageProps } from './activation-props';
import { useAccountStep } from './use-account-step';
import type { AccountField } from './validation';

/**
 * What both activation pages share: the account step, which fields were touched, whether the form was submitted,
 * and the submit itself — account ready, activation behind a loading text, then the guest home.
 */
export function useActivationForm<Field extends string = never>({ onActivated }: ActivationPageProps) {
  const idPrefix = useId();
  const navigate = useNavigate();
  const withLoading = useLoading();
  const account = useAccountStep();
  const [touched, setTouched] = useState<Partial<Record<Field | AccountField, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isNotGuest, setIsNotGuest] = useState(false);
  /** Submits that ended with a problem on the form: each one brings the first problem into view. */
  const [failures, setFailures] = useState(0);
  const failed = () => setFailures((count) => count + 1);

  const touch = (field: Field | AccountField) => setTouched((current) => ({ ...current, [field]: true }));
  const untouch = (field: Field | AccountField) => setTouched((current) => ({ ...current, [field]: false }));

  /**
   * Runs one activation. The account step first decides between signing in and creating an account (those fields
   * then show, fresh). Resolves true once activated; a failure the client has already shown resolves false, and
   * `onError` sees it first (e.g. to mark a field).
   */
  async function activate(
    run: () => Promise<Reservation>,
    options: {
      loadingText: string;
      reservation?: ActivationProof;
      /** The page's own fields have problems: the submit shows them and stops. */
      isBlocked?: boolean;
      onError?: (error: unknown) => void;
    },
  ): Promise<boolean> {
    setIsSubmitted(true);
    setIsNotGuest(false);
    if (options.isBlocked) {
      failed();
      return false;
    }
    if (!(await account.isReady(() => setIsSubmitted(false)))) {
      failed();
      return false;
    }
    try {
      const reservation = await withLoading(() => account.activate(run, options.reservation), options.loadingText);
      onActivated(reservation);
      navigate(paths.guest.home, { replace: true });
      return true;
    } catch (error) {
      if (error instanceof NotAGuestError) setIsNotGuest(true);
      options.onError?.(error);
      failed();
      return false;
    }
  }

  return { idPrefix, account, touched, touch, untouch, isSubmitted, isNotGuest, failures, activate };
}

/** What the shared form needs of either page's state. */
export interface ActivationForm {
  idPrefix: string;
  account: ReturnType<typeof useAccountStep>;
  touched: Partial<Record<AccountField, boolean>>;
  touch(field: AccountField): void;
  isSubmitted: boolean;
  isNotGuest: boolean;
  /** Submits that ended with a problem on the form. */
  failures: number;
}
