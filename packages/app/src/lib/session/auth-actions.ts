import { LOGIN_PATH, authApi, landingPathFor, type AuthSession, type LoginBody } from '@stay/contract';
import type { HttpClient } from '@/lib/http/http-client';
import type { Navigation } from '@/lib/navigation/navigation';
import type { SessionStore } from './session-store';

/**
 * Work that other features do when someone signs in (the chat loads its inbox, for example). Each feature adds a
 * hook here; sign-in waits for every hook before landing.
 */
export type SignedInHook = (auth: AuthSession) => Promise<void> | void;

/**
 * Work done while the session still stands, just before logout revokes it (the push subscription is unregistered,
 * for example). A hook that fails does not stop the logout.
 */
export type SigningOutHook = () => Promise<void> | void;

export interface AuthActions {
  /** POST create → store the session → GET user-settings → signed-in hooks → the landing page. */
  login(credentials: LoginBody): Promise<void>;
  /** Revokes the session on the server when it can; always clears local data and goes to /login. */
  logout(): Promise<void>;
  /**
   * The signed-in hooks of `login` for a session obtained another way (an account created or a reservation linked on
   * /activate-reservation or /activate-invite). Rejects when a hook does.
   */
  runSignedInHooks(auth: AuthSession): Promise<void>;
}

export interface AuthActionsDeps {
  http: HttpClient;
  session: SessionStore;
  navigation: Navigation;
  clearLocalData: () => void;
  signedInHooks?: readonly SignedInHook[];
  signingOutHooks?: readonly SigningOutHook[];
}

export function createAuthActions({ http, session, navigation, clearLocalData, signedInHooks = [], signingOutHooks = [] }: AuthActionsDeps): AuthActions {
  return {
    async login(credentials) {
      try {
        const auth = await http.call(authApi.login, { body: credentials });
        session.saveSignIn(auth);
        const settings = await http.call(authApi.userSettings);
        session.saveSettings(settings);
        for (const hook of signedInHooks) await hook(auth);
        navigation.navigate(landingPathFor({ role: auth.role, permissions: settings.permissions }), { replace: true });
      } catch (error) {
        clearLocalData();
        throw error;
      }
    },

    async runSignedInHooks(auth) {
      for (const hook of signedInHooks) await hook(auth);
    },

    async logout() {
      try {
        if (session.tokens()) {
          await Promise.allSettled(signingOutHooks.map(async (hook) => hook()));
          await http.call(authApi.revoke, { silentErrors: true });
        }
      } catch {
        // Logout clears local data whether or not the server heard about it.
      } finally {
        clearLocalData();
        navigation.navigate(LOGIN_PATH, { replace: true });
      }
    },
  };
}
