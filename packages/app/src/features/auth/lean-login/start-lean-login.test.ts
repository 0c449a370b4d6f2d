import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/lib/session/session-storage-key';
import { startsOnLeanLogin } from './start-lean-login';

function browserAt(pathname: string, { session, routerState }: { session?: string; routerState?: unknown } = {}) {
  const storage = new Map<string, string>(session === undefined ? [] : [[SESSION_STORAGE_KEY, session]]);
  return {
    location: { pathname } as Location,
    history: { state: routerState === undefined ? null : { usr: routerState, key: 'k', idx: 0 } } as History,
    localStorage: { getItem: (key: string) => storage.get(key) ?? null } as Storage,
  };
}

describe('the light /login stands in', () => {
  it('on a first visit to /login with nobody signed in on this device', () => {
    expect(startsOnLeanLogin(browserAt('/login'))).toBe(true);
  });

  it('not on another page, nor with a session kept (the app sends a signed-in person on)', () => {
    expect(startsOnLeanLogin(browserAt('/guest/home'))).toBe(false);
    expect(startsOnLeanLogin(browserAt('/reset-password'))).toBe(false);
    expect(startsOnLeanLogin(browserAt('/login', { session: '{"auth":{}}' }))).toBe(false);
  });

  it("not when /login has a message in its router state (the session ended, the password was changed)", () => {
    expect(startsOnLeanLogin(browserAt('/login', { routerState: { sessionEnded: true } }))).toBe(false);
  });
});
