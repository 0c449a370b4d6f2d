import type { SessionView } from '@stay/contract';
import type { StoredSession } from './session-store';

/** Authenticated means an access token and a staff member or guest object. */
export function isAuthenticated(session: StoredSession | null): session is StoredSession {
  return Boolean(session?.auth.accesstoken && (session.auth.employee || session.auth.guest));
}

/** What the route guard and landing rules look at; null when nobody is authenticated. */
export function sessionViewOf(session: StoredSession | null): SessionView | null {
  if (!isAuthenticated(session)) return null;
  return { role: session.auth.role, permissions: session.settings?.permissions };
}
