import { describe, expect, it } from 'vitest';
import { peekStoredSession } from '@/lib/session/peek-stored-session';
import { SESSION_STORAGE_KEY } from '@/lib/session/session-storage-key';
import { startsOnGuestHome } from './start-first-view';

function browserAt(pathname: string, { auth, routerState }: { auth?: object; routerState?: unknown } = {}) {
  const stored = auth === undefined ? null : JSON.stringify({ auth, settings: null });
  return {
    location: { pathname } as Location,
    history: { state: routerState === undefined ? null : { usr: routerState, key: 'k', idx: 0 } } as History,
    session: peekStoredSession({ getItem: (key: string) => (key === SESSION_STORAGE_KEY ? stored : null) }),
  };
}

const GUEST = { role: 'GUEST', accesstoken: 'a', refreshtoken: 'r', guest: { firstname: 'Emma' } };

describe('the guest home first view', () => {
  it('stands in when a signed-in guest opens the guest home', () => {
    const browser = browserAt('/guest/home', { auth: GUEST });
    expect(startsOnGuestHome(browser, browser.session)).toBe(true);
    expect(browser.session?.firstName).toBe('Emma');
  });

  it('not on another page, for staff, without a sign-in, or with a message in the router state', () => {
    for (const browser of [
      browserAt('/guest/chat', { auth: GUEST }),
      browserAt('/guest/home', { auth: { ...GUEST, role: 'GUIDE' } }),
      browserAt('/guest/home'),
      browserAt('/guest/home', { auth: { role: 'GUEST' } }),
      browserAt('/guest/home', { auth: GUEST, routerState: { from: '/x' } }),
    ]) {
      expect(startsOnGuestHome(browser, browser.session)).toBe(false);
    }
  });
});
