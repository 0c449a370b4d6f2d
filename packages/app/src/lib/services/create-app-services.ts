import type { QueryClient } from '@tanstack/react-query';
import type { Clock } from '@/lib/errors/error-dedupe';
import { createErrorSink, type ErrorSink } from '@/lib/errors/error-sink';
import { createHttpClient, type HttpClient } from '@/lib/http/http-client';
import { createNavigation, type AttachableNavigation } from '@/lib/navigation/navigation';
import { createAuthActions, type AuthActions, type SignedInHook, type SigningOutHook } from '@/lib/session/auth-actions';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';
import { createQueryClient } from './create-query-client';

/** The app's long-lived objects, created once at start-up (or per test) and shared through React context. */
export interface AppServices {
  session: SessionStore;
  queryClient: QueryClient;
  errors: ErrorSink;
  navigation: AttachableNavigation;
  http: HttpClient;
  auth: AuthActions;
  clearLocalData: () => void;
}

export interface AppServicesOptions {
  fetch?: typeof fetch;
  storage?: Storage;
  now?: Clock;
  baseUrl?: string;
  signedInHooks?: readonly SignedInHook[];
  signingOutHooks?: readonly SigningOutHook[];
}

export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const session = createSessionStore(options.storage ?? window.localStorage);
  const queryClient = createQueryClient();
  const errors = createErrorSink(options.now);
  const navigation = createNavigation();
  const clearLocalData = () => {
    session.clear();
    queryClient.clear();
  };
  const http = createHttpClient({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    session,
    navigation,
    errors,
    clearLocalData,
    baseUrl: options.baseUrl,
  });
  const auth = createAuthActions({ http, session, navigation, clearLocalData, signedInHooks: options.signedInHooks, signingOutHooks: options.signingOutHooks });
  return { session, queryClient, errors, navigation, http, auth, clearLocalData };
}
