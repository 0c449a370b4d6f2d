import type { AuthSession } from '@stay/contract';
import type { SessionStore } from '@/lib/session/session-store';

/**
 * Changes the stored sign-in (the guest or staff member object, the user) and keeps the settings: what the menus and
 * greetings show follows a profile change or a verified email without signing in again.
 */
export function updateSignedIn(session: SessionStore, change: (auth: AuthSession) => AuthSession): void {
  const current = session.current();
  if (!current) return;
  session.saveSignIn(change(current.auth));
  if (current.settings) session.saveSettings(current.settings);
}
