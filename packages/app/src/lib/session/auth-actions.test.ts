import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';

function setup(routes: Record<string, FakeHandler>, signedInHooks = [vi.fn()]) {
  const server = createFakeFetch(routes);
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage, signedInHooks });
  const navigate = vi.fn();
  services.navigation.attach({ navigate, currentPath: () => '/login' });
  return { services, server, navigate, signedInHooks };
}

describe('auth actions', () => {
  it('login stores the session, loads settings, runs the signed-in hooks and lands by permission', async () => {
    const { services, navigate, signedInHooks } = setup({
      'POST /api/auth/create': () => ({ status: 200, body: authSessionFor('GUIDE') }),
      'GET /api/auth/user-settings': () => ({ status: 200, body: settingsWith({ landingPage: '/guide/settings/bookings/7' }) }),
    });

    await services.auth.login({ email: 'guide@demo.stay', password: 'Demo1234' });

    expect(services.session.current()?.auth.role).toBe('GUIDE');
    expect(services.session.current()?.settings).not.toBeNull();
    expect(signedInHooks[0]).toHaveBeenCalledWith(expect.objectContaining({ role: 'GUIDE' }));
    expect(navigate).toHaveBeenCalledWith('/guide/settings/bookings/7', { replace: true });
  });

  it('a failed login clears the local session and rejects', async () => {
    const { services, navigate } = setup({
      'POST /api/auth/create': () => ({ status: 200, body: authSessionFor('GUEST') }),
      'GET /api/auth/user-settings': () => ({ status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'boom' } }),
    });

    await expect(services.auth.login({ email: 'guest@demo.stay', password: 'Demo1234' })).rejects.toThrow();

    expect(services.session.current()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logout clears local data and goes to /login even when the revoke call fails', async () => {
    const { services, server, navigate } = setup({
      'DELETE /api/auth/revoke': () => ({ status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'boom' } }),
    });
    services.session.saveSignIn(authSessionFor('GUEST'));
    services.queryClient.setQueryData(['guest', 'profile'], { firstname: 'Anna' });

    await services.auth.logout();

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/auth/revoke']);
    expect(services.session.current()).toBeNull();
    expect(services.queryClient.getQueryData(['guest', 'profile'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('logout runs the signing-out hooks while the session still stands, then revokes it; a failing hook stops nothing', async () => {
    const order: string[] = [];
    const server = createFakeFetch({
      'DELETE /api/auth/revoke': () => {
        order.push('revoke');
        return { status: 200, body: { message: 'OK' } };
      },
    });
    const services = createAppServices({
      fetch: server.fetch,
      storage: window.localStorage,
      signingOutHooks: [
        () => {
          order.push(`hook with session: ${services.session.tokens() !== null}`);
        },
        () => Promise.reject(new Error('push service away')),
      ],
    });
    services.navigation.attach({ navigate: vi.fn(), currentPath: () => '/guest/more' });
    services.session.saveSignIn(authSessionFor('GUEST'));

    await services.auth.logout();

    expect(order).toEqual(['hook with session: true', 'revoke']);
    expect(services.session.current()).toBeNull();
  });
});
