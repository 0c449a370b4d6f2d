import { accountApi, authApi, type AuthSession, type CreateAccountBody, type LoginBody } from '@stay/contract';
import { useCallback, useMemo } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';
import { useAuth } from '@/lib/session/use-session';

/** A staff account cannot activate a reservation; the flow stops with this before linking anything. */
export class NotAGuestError extends Error {
  constructor() {
    super('Only a guest account can activate a reservation');
    this.name = 'NotAGuestError';
  }
}

/**
 * Signing in (POST /api/auth/create) or creating an account (POST /api/account/create) in the middle of the
 * activation flow: the session and settings are stored like at login, but nobody navigates yet — the reservation
 * is linked first. A failure clears the local session.
 */
export function useGuestAccount() {
  const http = useHttp();
  const { session, clearLocalData } = useServices();
  const { runSignedInHooks } = useAuth();

  const store = useCallback(
    async (auth: AuthSession) => {
      if (auth.role !== 'GUEST') throw new NotAGuestError();
      session.saveSignIn(auth);
      session.saveSettings(await http.call(authApi.userSettings));
    },
    [http, session],
  );

  const guarded = useCallback(
    async (work: () => Promise<AuthSession>) => {
      try {
        await store(await work());
      } catch (error) {
        clearLocalData();
        throw error;
      }
    },
    [store, clearLocalData],
  );

  return useMemo(
    () => ({
      signIn: (body: LoginBody) => guarded(() => http.call(authApi.login, { body })),
      /** With `body.reservation` the server activates it in the same step, or creates nothing. */
      create: (body: CreateAccountBody) => guarded(() => http.call(accountApi.create, { body })),
      /**
       * Ends a session this flow started when the activation it was for failed: the server forgets it and so does
       * the device, and the guest stays on the form to correct what was wrong.
       */
      async abandon() {
        try {
          await http.call(authApi.revoke, { silentErrors: true });
        } catch {
          // Whether or not the server heard about it, the device forgets the session.
        } finally {
          clearLocalData();
        }
      },
      /**
       * After linking: GET /api/auth/check (the guest's activeReservationId changed), then what login does once
       * signed in (load the chat ...). A failing hook does not undo the activation.
       */
      async completeSignIn() {
        const identity = await http.call(authApi.check);
        const current = session.current();
        if (!current) return;
        const auth = { ...current.auth, ...identity };
        session.saveSignIn(auth);
        if (current.settings) session.saveSettings(current.settings);
        await runSignedInHooks(auth).catch(() => undefined);
      },
    }),
    [guarded, http, session, runSignedInHooks, clearLocalData],
  );
}
