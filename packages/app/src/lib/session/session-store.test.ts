import { DEFAULT_EMERGENCY_PHONE } from '@stay/contract';
import { describe, expect, it, vi } from 'vitest';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { SESSION_STORAGE_KEY, createSessionStore } from './session-store';

describe('session store', () => {
  it('survives a reload: a new store on the same storage sees the session and settings', () => {
    const first = createSessionStore(window.localStorage);
    first.saveSignIn(authSessionFor('GUIDE'));
    first.saveSettings(settingsWith({ landingPage: '/guide/chats' }));

    const afterReload = createSessionStore(window.localStorage);
    expect(afterReload.current()?.auth.role).toBe('GUIDE');
    expect(afterReload.current()?.settings?.permissions.landingPage).toBe('/guide/chats');
  });

  it('keeps the rest of the session when tokens rotate, and notifies subscribers', () => {
    const store = createSessionStore(window.localStorage);
    store.saveSignIn(authSessionFor('GUEST'));
    const listener = vi.fn();
    store.subscribe(listener);

    store.saveTokens({ accesstoken: 'a2', refreshtoken: 'r2' });

    expect(store.tokens()).toEqual({ accesstoken: 'a2', refreshtoken: 'r2' });
    expect(store.current()?.auth.guest?.firstname).toBe('Anna');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears everything it stored', () => {
    const store = createSessionStore(window.localStorage);
    store.saveSignIn(authSessionFor('GUEST'));
    store.clear();
    expect(store.current()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores stored data that does not match the contract', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ auth: { role: 'GUEST' } }));
    expect(createSessionStore(window.localStorage).current()).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(window.localStorage).current()).toBeNull();
  });

  it('offers the emergency phone from the settings, else the built-in default', () => {
    const store = createSessionStore(window.localStorage);
    expect(store.emergencyPhone()).toEqual(DEFAULT_EMERGENCY_PHONE);
    store.saveSignIn(authSessionFor('GUEST'));
    store.saveSettings(settingsWith({ emergencyPhone: { label: '+31 6 1234', href: 'tel:+3161234' } }));
    expect(store.emergencyPhone()).toEqual({ label: '+31 6 1234', href: 'tel:+3161234' });
  });
});
