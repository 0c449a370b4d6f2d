import {
  DEFAULT_EMERGENCY_PHONE,
  authSessionSchema,
  userSettingsSchema,
  type AuthSession,
  type EmergencyPhone,
  type TokenPair,
  type UserSettings,
} from '@stay/contract';
import { SESSION_STORAGE_KEY } from './session-storage-key';

/** The signed-in person as kept between reloads: the auth session, and the settings once loaded. */
export interface StoredSession {
  auth: AuthSession;
  settings: UserSettings | null;
}

export interface SessionStore {
  /** The same object until something changes, so React can subscribe to it. */
  current(): StoredSession | null;
  subscribe(listener: () => void): () => void;
  tokens(): TokenPair | null;
  emergencyPhone(): EmergencyPhone;
  saveSignIn(auth: AuthSession): void;
  saveSettings(settings: UserSettings): void;
  saveTokens(tokens: TokenPair): void;
  clear(): void;
}

export { SESSION_STORAGE_KEY };

/** The emergency phone from the settings, or the built-in default (before sign-in, for example). */
export function emergencyPhoneOf(session: StoredSession | null): EmergencyPhone {
  return session?.settings?.permissions.emergencyPhone ?? DEFAULT_EMERGENCY_PHONE;
}

function read(storage: Storage): StoredSession | null {
  try {
    const raw = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Partial<StoredSession> | null;
    const auth = authSessionSchema.safeParse(raw?.auth);
    if (!auth.success) return null;
    const settings = userSettingsSchema.safeParse(raw?.settings);
    return { auth: auth.data, settings: settings.success ? settings.data : null };
  } catch {
    return null;
  }
}

/** Session persisted in `storage` (localStorage in the app) so a reload keeps the person signed in. */
export function createSessionStore(storage: Storage): SessionStore {
  let state = read(storage);
  const listeners = new Set<() => void>();

  function write(next: StoredSession | null): void {
    state = next;
    if (next) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else storage.removeItem(SESSION_STORAGE_KEY);
    for (const listener of listeners) listener();
  }

  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tokens: () => (state ? { accesstoken: state.auth.accesstoken, refreshtoken: state.auth.refreshtoken } : null),
    emergencyPhone: () => emergencyPhoneOf(state),
    saveSignIn: (auth) => write({ auth, settings: null }),
    saveSettings(settings) {
      if (state) write({ ...state, settings });
    },
    saveTokens(tokens) {
      if (state) write({ ...state, auth: { ...state.auth, ...tokens } });
    },
    clear: () => write(null),
  };
}
