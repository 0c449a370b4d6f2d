import { describe, expect, it } from 'vitest';
import { peekStoredSession } from '@/lib/session/peek-stored-session';
import { SESSION_STORAGE_KEY } from '@/lib/session/session-storage-key';
import { staffInboxAreaOf, startsOnGuestHome } from './start-first-view';

function browserAt(pathname: string, { auth, routerState, search = '' }: { auth?: object; routerState?: unknown; search?: string } = {}) {
  const stored = auth === undefined ? null : JSON.stringify({ auth, settings: null });
  return {
    location: { pathname, search } as Location,
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

const GUIDE = { role: 'GUIDE', accesstoken: 'a', refreshtoken: 'r', employee: { firstname: 'Bram', location: 'L1' } };
const CUBER = { ...GUIDE, role: 'CUBER' };

describe('the staff inbox first view', () => {
  it("stands in when staff open their area's inbox on a phone", () => {
    const guide = browserAt('/guide/chats', { auth: GUIDE });
    expect(staffInboxAreaOf(guide, guide.session, false)).toBe('guide');
    expect(guide.session?.location).toBe('L1');
    const cuber = browserAt('/support/chats', { auth: CUBER });
    expect(staffInboxAreaOf(cuber, cuber.session, false)).toBe('support');
  });

  it('not on a wide screen, in another role\'s area, for another view or chat, or with a message in the router state', () => {
    const cases: [ReturnType<typeof browserAt>, boolean][] = [
      [browserAt('/guide/chats', { auth: GUIDE }), true],
      [browserAt('/support/chats', { auth: GUIDE }), false],
      [browserAt('/management/chats', { auth: CUBER }), false],
      [browserAt('/guide/chats', { auth: GUIDE, search: '?view=guest' }), false],
      [browserAt('/guide/chats/3', { auth: GUIDE }), false],
      [browserAt('/guide/chats', { auth: GUIDE, routerState: { from: '/x' } }), false],
      [browserAt('/guide/chats'), false],
    ];
    for (const [browser, isWide] of cases) expect(staffInboxAreaOf(browser, browser.session, isWide)).toBeNull();
  });
});
