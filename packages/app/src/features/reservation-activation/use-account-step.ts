import type { ActivationProof, FoundReply } from '@stay/contract';
import { useState } from 'react';
import { useServices } from '@/lib/services/services-context';
import { useSession } from '@/lib/session/use-session';
import { useAccountExists } from '@/domains/account/use-account-exists';
import { useGuestAccount } from '@/domains/account/use-guest-account';
import { hasProblems, validateAccount, type AccountMode, type AccountValues } from './validation';

const EMPTY: AccountValues = { email: '', password: '', passwordRepeat: '', firstname: '', surname: '' };

/**
 * The "who are you" part of both activation screens. A signed-in guest skips it; anyone else types an email, the
 * server says whether an account uses it, and the step becomes sign-in or create-account.
 */
export function useAccountStep() {
  const session = useSession();
  const { clearLocalData } = useServices();
  const account = useGuestAccount();
  const exists = useAccountExists();
  const [values, setValues] = useState<AccountValues>(EMPTY);
  const [mode, setMode] = useState<AccountMode>('unknown');
  const [reply, setReply] = useState<{ email: string; message: FoundReply['message'] } | null>(null);

  const signedInGuest = session?.auth.role === 'GUEST' ? session.auth : null;
  const email = values.email.trim().toLowerCase();
  const replyMessage = reply?.email === email ? reply.message : undefined;
  const problems = validateAccount(values, mode, replyMessage);

  function update(field: keyof AccountValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') setMode('unknown');
  }

  /** Asks the server about the email; true when the step now knows whether to sign in or create. */
  async function lookUpEmail(): Promise<boolean> {
    if (problems.email && problems.email !== 'emailExists' && problems.email !== 'emailUnknown') return false;
    try {
      const answer = await exists.mutateAsync(email);
      setReply({ email, message: answer.message });
      setMode(answer.message === 'FOUND' ? 'sign-in' : 'create');
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Signs in or creates the account; a new account is created with the reservation (when there is one) in the
   * same server step. Rejects when the server says no (the client has shown why).
   */
  async function signInOrCreate(reservation: ActivationProof | undefined): Promise<void> {
    if (mode === 'sign-in') await account.signIn({ email, password: values.password });
    else
      await account.create({
        email,
        password: values.password,
        passwordRepeat: values.passwordRepeat,
        firstname: values.firstname.trim(),
        surname: values.surname.trim(),
        ...(reservation ? { reservation } : {}),
      });
  }

  const signedInEmail = signedInGuest ? (signedInGuest.guest?.email ?? signedInGuest.user.email) : null;

  /**
   * Whether the step is complete for activating. A submit with an email the step does not know yet asks the server
   * about it instead; `onFieldsChanged` then lets the form show the new fields fresh.
   */
  async function isReady(onFieldsChanged: () => void): Promise<boolean> {
    if (signedInEmail) return true;
    if (mode === 'unknown') {
      if (await lookUpEmail()) onFieldsChanged();
      return false;
    }
    return !hasProblems(problems);
  }

  /**
   * Signs in or creates the account, runs the activation itself, then completes the sign-in with its outcome. When
   * the activation fails, a session started here is ended again: nobody is left signed in without the reservation
   * they came for. `reservation` lets a new account be created already activated (the activation then only
   * answers the linked reservation).
   */
  async function activate<T>(activation: () => Promise<T>, reservation?: ActivationProof): Promise<T> {
    if (signedInGuest) {
      const result = await activation();
      await account.completeSignIn();
      return result;
    }
    await signInOrCreate(reservation);
    let result: T;
    try {
      result = await activation();
    } catch (error) {
      await account.abandon();
      throw error;
    }
    await account.completeSignIn();
    return result;
  }

  return {
    values,
    update,
    mode,
    setMode,
    problems,
    isLookingUp: exists.isPending,
    /** The form's one button asks the server about the email first; it activates once the step knows the account. */
    needsLookUp: !signedInEmail && mode === 'unknown',
    lookUpEmail,
    isReady,
    activate,
    signedInEmail,
    /** "Not you?": forget the local session and start the step again. */
    signOut: clearLocalData,
  };
}

export type AccountStep = ReturnType<typeof useAccountStep>;
