import { UPDATE_CHECK_INTERVAL_MS } from '@stay/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchServedBuildId, watchForNewVersion, type VersionWatchDeps } from './version-check';

/** A page whose visibility the test sets, and a server whose build id it sets. */
function setUp(served: string | null = 'build-1') {
  let isVisible = true;
  const listeners = new Set<() => void>();
  const state = { served };
  const fetchServed = vi.fn(async () => state.served);
  const onNewVersion = vi.fn();
  const deps: VersionWatchDeps = {
    currentBuildId: 'build-1',
    fetchServedBuildId: fetchServed,
    isVisible: () => isVisible,
    onVisibilityChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNewVersion,
  };
  const setVisible = (visible: boolean) => {
    isVisible = visible;
    for (const listener of [...listeners]) listener();
  };
  return { deps, state, fetchServed, onNewVersion, setVisible, listeners };
}

describe('watching for a new version', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every 60000 ms while the page is visible, and nothing happens while the same build is served', async () => {
    const { deps, fetchServed, onNewVersion } = setUp();
    const stop = watchForNewVersion(deps);
    expect(fetchServed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetchServed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchServed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).toHaveBeenCalledTimes(3);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('announces a newer build once and stops checking', async () => {
    const { deps, state, fetchServed, onNewVersion, listeners } = setUp();
    watchForNewVersion(deps);
    state.served = 'build-2';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('build-2');
    await vi.advanceTimersByTimeAsync(5 * UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('does not check while the page is hidden; coming back into view checks at once and restarts the interval', async () => {
    const { deps, state, fetchServed, onNewVersion, setVisible } = setUp();
    watchForNewVersion(deps);
    setVisible(false);
    await vi.advanceTimersByTimeAsync(10 * UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).not.toHaveBeenCalled();

    state.served = 'build-2';
    setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchServed).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith('build-2');
  });

  it('a page opened in the background starts checking once it is shown', async () => {
    const { deps, fetchServed, setVisible } = setUp();
    setVisible(false);
    const stop = watchForNewVersion(deps);
    await vi.advanceTimersByTimeAsync(3 * UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).not.toHaveBeenCalled();
    setVisible(true);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('an unreadable answer (offline, no file) is no new version', async () => {
    const { deps, onNewVersion, fetchServed } = setUp(null);
    const stop = watchForNewVersion(deps);
    await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).toHaveBeenCalledTimes(2);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('stopping ends the checks', async () => {
    const { deps, fetchServed, listeners } = setUp();
    watchForNewVersion(deps)();
    await vi.advanceTimersByTimeAsync(3 * UPDATE_CHECK_INTERVAL_MS);
    expect(fetchServed).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

describe('reading the served build id', () => {
  const answer = (response: Response | Error) => vi.fn(async () => (response instanceof Error ? Promise.reject(response) : response));

  it('fetches the version file past every cache and reads its build id', async () => {
    const fetchFn = answer(new Response(JSON.stringify({ buildId: 'abc', version: '2.1.8' }), { status: 200 }));
    expect(await fetchServedBuildId(fetchFn as unknown as typeof fetch, '/version.json')).toBe('abc');
    expect(fetchFn).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('answers null for a failed request, an error status or a body without a build id', async () => {
    for (const fetchFn of [
      answer(new TypeError('Failed to fetch')),
      answer(new Response('{}', { status: 404 })),
      answer(new Response('{"buildId":""}', { status: 200 })),
      answer(new Response('<html>', { status: 200 })),
    ]) {
      expect(await fetchServedBuildId(fetchFn as unknown as typeof fetch, '/version.json')).toBeNull();
    }
  });
});
