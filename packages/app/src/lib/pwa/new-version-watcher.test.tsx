import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationBridge } from '@/lib/navigation/navigation-bridge';
import { createFakeFetch } from '@/test/fake-fetch';
import { signedInServices } from '@/test/guest-app';
import { renderInApp } from '@/test/render-in-app';
import { NewVersionWatcher } from './new-version-watcher';

const served = (buildId: string) => vi.fn(async () => new Response(JSON.stringify({ buildId, version: '2.1.8' }), { status: 200 }));

/** Coming back into view checks at once (the 60000 ms interval itself is covered by version-check.test.ts). */
const showPage = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));

describe('a new version of the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the alert, goes to /login and reloads', async () => {
    vi.stubGlobal('fetch', served('build-2'));
    const reload = vi.fn();
    const services = signedInServices('GUEST', createFakeFetch({}).fetch);
    const navigate = vi.spyOn(services.navigation, 'navigate');
    renderInApp(
      <>
        <NavigationBridge />
        <NewVersionWatcher buildId="build-1" reload={reload} />
      </>,
      services,
      { path: '/guest/home', language: 'nl' },
    );
    showPage();
    await waitFor(() => expect(document.querySelector('ion-alert')?.message).toBe('Er is een nieuwe versie beschikbaar en deze wordt nu geïnstalleerd.'));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(globalThis.fetch).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('stays quiet while the same build is served, and never checks in the dev server', async () => {
    const fetchSame = served('build-1');
    vi.stubGlobal('fetch', fetchSame);
    const reload = vi.fn();
    const services = signedInServices('GUEST', createFakeFetch({}).fetch);
    const view = renderInApp(<NewVersionWatcher buildId="build-1" reload={reload} />, services, { path: '/guest/home' });
    showPage();
    await waitFor(() => expect(fetchSame).toHaveBeenCalledTimes(1));
    view.unmount();

    const dev = renderInApp(<NewVersionWatcher buildId="dev" reload={reload} />, services, { path: '/guest/home' });
    showPage();
    dev.unmount();
    expect(fetchSame).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector('ion-alert')).toBeNull();
  });
});
