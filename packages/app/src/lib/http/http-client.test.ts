import { APP_VERSION, IDEMPOTENCY_KEY_PATTERN, guestSuiteApi, authApi, guestProfileApi, type TokenPair } from '@stay/contract';
import { describe, expect, it, vi } from 'vitest';
import { createErrorSink } from '@/lib/errors/error-sink';
import type { PresentedError } from '@/lib/errors/presented-error';
import { createSessionStore } from '@/lib/session/session-store';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { lockDevice } from '@/test/stay-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { createHttpClient } from './http-client';
import { HttpError } from './http-error';

const guestProfile = authSessionFor('GUEST').guest;

function setup(routes: Record<string, FakeHandler>, options: { path?: string; signedIn?: boolean; now?: () => number } = {}) {
  const server = createFakeFetch(routes);
  const session = createSessionStore(window.localStorage);
  if (options.signedIn ?? true) {
    session.saveSignIn(authSessionFor('GUEST', { accesstoken: 'old-access', refreshtoken: 'refresh-1' }));
    session.saveSettings(settingsWith());
  }
  let path = options.path ?? '/guest/home';
  const navigation = { navigate: vi.fn((to: string) => void (path = to)), currentPath: () => path };
  const errors = createErrorSink(options.now ?? (() => 0));
  const shown: PresentedError[] = [];
  errors.subscribe((error) => shown.push(error));
  const clearLocalData = vi.fn(() => session.clear());
  const http = createHttpClient({ fetch: server.fetch, session, navigation, errors, clearLocalData });
  return { http, server, session, navigation, shown, clearLocalData };
}

const profileWithToken: FakeHandler = ({ headers }) =>
  headers.get('accesstoken') === 'new-access'
    ? { status: 200, body: guestProfile }
    : { status: 401, body: { code: 'ACCESSTOKEN_EXPIRED', message: 'expired' } };

const refreshTo = (tokens: Partial<TokenPair>): FakeHandler => () => ({ status: 200, body: tokens });

describe('http client: token refresh', () => {
  it('refreshes once for 20 concurrent 401s and retries all 20 with the new access token', async () => {
    const { http, server, session } = setup({
      'GET /api/guest/profile': profileWithToken,
      'POST /api/auth/refresh': refreshTo({ accesstoken: 'new-access', refreshtoken: 'refresh-2' }),
    });

    const results = await Promise.all(Array.from({ length: 20 }, () => http.call(guestProfileApi.get)));

    expect(results).toHaveLength(20);
    expect(results.every((profile) => profile.firstname === 'Anna')).toBe(true);
    expect(server.requests.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
    const retries = server.requests.filter((r) => r.path === '/api/guest/profile' && r.headers.get('accesstoken') === 'new-access');
    expect(retries).toHaveLength(20);
    expect(session.tokens()).toEqual({ accesstoken: 'new-access', refreshtoken: 'refresh-2' });
  });

  it('logs out and goes to /login when the refresh fails', async () => {
    const { http, navigation, clearLocalData, session, shown } = setup({
      'GET /api/guest/profile': profileWithToken,
      'POST /api/auth/refresh': () => ({ status: 401, body: { code: 'REFRESHTOKEN_EXPIRED', message: 'expired' } }),
    });

    await expect(http.call(guestProfileApi.get)).rejects.toBeInstanceOf(HttpError);

    expect(clearLocalData).toHaveBeenCalled();
    expect(session.current()).toBeNull();
    // /login says the login has expired (a toast would say it twice).
    expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true, state: { sessionEnded: true } });
    expect(shown).toEqual([]);
  });

  it('without a session to end, goes to /login without saying it expired', async () => {
    const { http, navigation } = setup({ 'GET /api/guest/profile': profileWithToken }, { signedIn: false });

    await expect(http.call(guestProfileApi.get)).rejects.toThrow();

    expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('does not navigate when already on /login', async () => {
    const { http, navigation, clearLocalData } = setup(
      {
        'GET /api/guest/profile': profileWithToken,
        'POST /api/auth/refresh': () => ({ status: 401, body: { code: 'SESSION_NOT_FOUND', message: 'gone' } }),
      },
      { path: '/login' },
    );

    await expect(http.call(guestProfileApi.get)).rejects.toThrow();

    expect(clearLocalData).toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('logs out when the refresh answers without an access token', async () => {
    const { http, navigation, clearLocalData } = setup({
      'GET /api/guest/profile': profileWithToken,
      'POST /api/auth/refresh': refreshTo({ accesstoken: '', refreshtoken: 'refresh-2' }),
    });

    await expect(http.call(guestProfileApi.get)).rejects.toThrow();

    expect(clearLocalData).toHaveBeenCalled();
    expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true, state: { sessionEnded: true } });
  });

  it('does not refresh for a 401 from the login call', async () => {
    const { http, server, shown } = setup(
      { 'POST /api/auth/create': () => ({ status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'no' } }) },
      { signedIn: false, path: '/login' },
    );

    await expect(http.call(authApi.login, { body: { email: 'a@b.nl', password: 'x' } })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

    expect(server.requests.map((r) => r.path)).toEqual(['/api/auth/create']);
    expect(shown).toEqual([{ code: 'INVALID_CREDENTIALS', kind: 'toast', message: 'Incorrect credentials' }]);
  });
});

describe('http client: headers', () => {
  it('sends app-version on every request, accesstoken on api calls, only refreshtoken on refresh, neither on login', async () => {
    const { http, server } = setup({
      'POST /api/auth/create': () => ({ status: 200, body: authSessionFor('GUEST') }),
      'GET /api/guest/profile': profileWithToken,
      'POST /api/auth/refresh': refreshTo({ accesstoken: 'new-access', refreshtoken: 'refresh-2' }),
    });

    await http.call(guestProfileApi.get);
    await http.call(authApi.login, { body: { email: 'guest@demo.stay', password: 'Demo1234' } });

    const [profile, refresh, retry, login] = server.requests;
    for (const request of server.requests) expect(request.headers.get('app-version')).toBe(APP_VERSION);
    expect(profile?.headers.get('accesstoken')).toBe('old-access');
    expect(refresh?.headers.get('refreshtoken')).toBe('refresh-1');
    expect(refresh?.headers.has('accesstoken')).toBe(false);
    expect(retry?.headers.get('accesstoken')).toBe('new-access');
    expect(login?.headers.has('accesstoken')).toBe(false);
    expect(login?.headers.has('refreshtoken')).toBe(false);
    expect(login?.body).toEqual({ email: 'guest@demo.stay', password: 'Demo1234' });
  });
});

describe('http client: failures', () => {
  it.each([
    ['a network failure (status 0)', 'network-error' as const],
    ['a 504', { status: 504 }],
  ])('goes to the offline page on %s', async (_, reply) => {
    const { http, navigation, shown } = setup({ 'GET /api/guest/profile': () => reply });

    await expect(http.call(guestProfileApi.get)).rejects.toMatchObject({ code: 'OFFLINE' });

    expect(navigation.navigate).toHaveBeenCalledWith('/error/offline', { state: { from: '/guest/home' } });
    expect(shown).toEqual([]);
  });

  it('tries a dropped request once more before going offline, and stays put when that succeeds', async () => {
    let calls = 0;
    const { http, navigation } = setup({
      'POST /api/guest/accommodation/current/domotica/front-door/control': () => (++calls === 1 ? 'network-error' : { status: 200, body: lockDevice() }),
    });

    const device = await http.call(guestSuiteApi.control, { params: { id: 'front-door' }, body: { command: 'UNLOCK' } });

    expect(calls).toBe(2);
    expect(device.name).toBe('Front door');
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('sends the resend of a dropped write with the same idempotency key, and each new call with a new one', async () => {
    let calls = 0;
    const { http, server } = setup({
      'POST /api/guest/accommodation/current/domotica/front-door/control': () => (++calls === 1 ? 'network-error' : { status: 200, body: lockDevice() }),
    });
    const unlock = () => http.call(guestSuiteApi.control, { params: { id: 'front-door' }, body: { command: 'UNLOCK' } });

    await unlock();
    await unlock();

    const keys = server.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('keeps the key of a write that is sent again after a token refresh', async () => {
    const { http, server } = setup({
      'POST /api/guest/accommodation/current/domotica/front-door/control': ({ headers }) =>
        headers.get('accesstoken') === 'new-access' ? { status: 200, body: lockDevice() } : { status: 401, body: { code: 'ACCESSTOKEN_EXPIRED', message: 'expired' } },
      'POST /api/auth/refresh': refreshTo({ accesstoken: 'new-access', refreshtoken: 'refresh-2' }),
    });

    await http.call(guestSuiteApi.control, { params: { id: 'front-door' }, body: { command: 'UNLOCK' } });

    const writes = server.requests.filter((request) => request.path.endsWith('/control'));
    expect(writes).toHaveLength(2);
    expect(writes[1]?.headers.get('idempotency-key')).toBe(writes[0]?.headers.get('idempotency-key'));
    expect(server.requests.find((request) => request.path === '/api/auth/refresh')?.headers.has('idempotency-key')).toBe(false);
  });

  it('sends reads without a key', async () => {
    const { http, server } = setup({ 'GET /api/guest/profile': () => ({ status: 200, body: guestProfile }) });

    await http.call(guestProfileApi.get);

    expect(server.requests[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it('does not resend a dropped write without a caller (no key can protect it): it goes offline', async () => {
    let calls = 0;
    const { http, navigation } = setup(
      { 'POST /api/auth/create': () => (++calls, 'network-error') },
      { signedIn: false, path: '/login' },
    );

    await expect(http.call(authApi.login, { body: { email: 'a@b.nl', password: 'x' } })).rejects.toMatchObject({ code: 'OFFLINE' });

    expect(calls).toBe(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/error/offline', { state: { from: '/login' } });
  });

  it('does not retry a change that met a 504 (the gateway may have passed it on)', async () => {
    let calls = 0;
    const { http, navigation } = setup({
      'POST /api/guest/accommodation/current/domotica/front-door/control': () => (++calls, { status: 504 }),
    });

    await expect(http.call(guestSuiteApi.control, { params: { id: 'front-door' }, body: { command: 'UNLOCK' } })).rejects.toMatchObject({
      code: 'OFFLINE',
    });

    expect(calls).toBe(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/error/offline', { state: { from: '/guest/home' } });
  });

  it('tells whether the server answers at all, without showing anything', async () => {
    let isUp = false;
    const { http, navigation, shown, server } = setup({
      'GET /api/health/live': () => (isUp ? { status: 200, body: { status: 'live' } } : 'network-error'),
    });

    expect(await http.isReachable()).toBe(false);
    isUp = true;
    expect(await http.isReachable()).toBe(true);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
    // No session is needed to ask: nothing asks for the signed-in check (a 401 in the console on every probe).
    expect(server.requests.map((request) => request.path)).toEqual(['/api/health/live', '/api/health/live']);
  });

  it('shows the server-error alert on a 500', async () => {
    const { http, shown } = setup({
      'GET /api/guest/profile': () => ({ status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'boom' } }),
    });

    await expect(http.call(guestProfileApi.get)).rejects.toMatchObject({ status: 500 });

    expect(shown).toEqual([{ code: 'HTTP_500', kind: 'alert', header: 'Server error', message: 'An unexpected error occurred' }]);
  });

  it('shows catalogue toasts and alerts, with the emergency phone in alerts that mention it', async () => {
    const { http, shown } = setup({
      'GET /api/guest/profile': () => ({ status: 403, body: { code: 'UNAUTHORIZED', message: 'no' } }),
      'POST /api/auth/create': () => ({ status: 409, body: { code: 'NO_RELATION_FOUND', message: 'no relation' } }),
    });

    await expect(http.call(guestProfileApi.get)).rejects.toThrow();
    await expect(http.call(authApi.login, { body: {} })).rejects.toThrow();

    expect(shown[0]).toEqual({ code: 'UNAUTHORIZED', kind: 'toast', message: 'Not authorized' });
    expect(shown[1]).toMatchObject({ code: 'NO_RELATION_FOUND', kind: 'alert' });
    expect(shown[1]?.message).toContain('+31 (0)20 794 8390');
  });

  it('shows the same code only once within 700 ms', async () => {
    let now = 0;
    const { http, shown } = setup(
      { 'GET /api/guest/profile': () => ({ status: 404, body: { code: 'RESERVATION_NOT_FOUND', message: 'none' } }) },
      { now: () => now },
    );
    const failOnce = () => http.call(guestProfileApi.get).catch(() => undefined);

    await failOnce();
    now = 699;
    await failOnce();
    now = 700;
    await failOnce();

    expect(shown.map((error) => error.message)).toEqual(['Reservation not found', 'Reservation not found']);
  });

  it('lets a caller handle failures itself', async () => {
    const { http, shown, navigation } = setup({
      'GET /api/guest/profile': () => ({ status: 404, body: { code: 'RESERVATION_NOT_FOUND', message: 'none' } }),
      'DELETE /api/auth/revoke': () => 'network-error',
    });

    await expect(http.call(guestProfileApi.get, { silentErrors: true })).rejects.toMatchObject({ wasHandled: false });
    await expect(http.call(authApi.revoke, { silentErrors: true })).rejects.toMatchObject({ code: 'OFFLINE' });

    expect(shown).toEqual([]);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not match the contract', async () => {
    const { http } = setup({ 'GET /api/guest/profile': () => ({ status: 200, body: { firstname: 'Anna' } }) });
    await expect(http.call(guestProfileApi.get)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
