import { UPDATE_CHECK_INTERVAL_MS } from '@stay/contract';

export interface VersionWatchDeps {
  /** The build id baked into the running bundle. */
  currentBuildId: string;
  /** The build id the server serves now; null when it cannot be read (offline, no file). */
  fetchServedBuildId(): Promise<string | null>;
  isVisible(): boolean;
  /** Calls `listener` whenever the page's visibility changes; answers how to stop. */
  onVisibilityChange(listener: () => void): () => void;
  /** Called once, when a different build is served. */
  onNewVersion(servedBuildId: string): void;
  intervalMs?: number;
}

/**
 * Checks every 60000 ms, only while the page is visible, whether the server serves another build than the one
 * running, and once it does calls `onNewVersion` and stops. Coming back into view checks at once and restarts the
 * interval. Answers how to stop watching.
 */
export function watchForNewVersion(deps: VersionWatchDeps): () => void {
  const intervalMs = deps.intervalMs ?? UPDATE_CHECK_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | undefined;
  let isStopped = false;
  let isChecking = false;

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  async function check() {
    if (isStopped || isChecking) return;
    isChecking = true;
    try {
      const served = await deps.fetchServedBuildId();
      if (!isStopped && served !== null && served !== deps.currentBuildId) {
        stop();
        deps.onNewVersion(served);
      }
    } finally {
      isChecking = false;
    }
  }

  const startTimer = () => {
    stopTimer();
    timer = setInterval(() => void check(), intervalMs);
  };

  const stopListening = deps.onVisibilityChange(() => {
    if (isStopped) return;
    if (deps.isVisible()) {
      void check();
      startTimer();
    } else {
      stopTimer();
    }
  });

  function stop() {
    isStopped = true;
    stopTimer();
    stopListening();
  }

  if (deps.isVisible()) startTimer();
  return stop;
}

/** The build id in the served version file (fetched past every cache), or null. */
export async function fetchServedBuildId(fetchFn: typeof fetch, url: string): Promise<string | null> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const buildId = typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    return null;
  }
}
