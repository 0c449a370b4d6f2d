/** The service worker's address (built from src/sw.ts) and scope: the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whether this build has a service worker to register: production builds in browsers that support one. */
export function hasServiceWorker(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers the service worker (workbox-window, loaded on demand) and answers its registration; nothing in the dev
 * server or tests. Called once the page has loaded, so it never competes with /login's own files.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!hasServiceWorker()) return undefined;
  const { Workbox } = await import('workbox-window');
  return new Workbox(SERVICE_WORKER_URL, { scope: '/' }).register({ immediate: true });
}

/** Asks the browser to fetch the service worker again now (a new build installs and takes over by itself). */
export async function updateServiceWorker(): Promise<void> {
  if (!hasServiceWorker()) return;
  try {
    await (await navigator.serviceWorker.getRegistration())?.update();
  } catch {
    // Offline or mid-update: the reload that follows gets the newest page from the network anyway.
  }
}
