/** The element index.html paints before the app's JavaScript arrives. */
export const BOOT_SPLASH_ID = 'boot-splash';

/** How long the splash may wait for the first page to show; after that it goes anyway. */
export const BOOT_SPLASH_MAX_WAIT_MS = 5_000;

/** Other covers laid over the app until its first page shows (the light /login once it has handed over). */
const covers = new Set<() => void>();

/** Keeps a cover over the app until its first page is on screen; `remove` takes it away then. */
export function coverUntilFirstPage(remove: () => void): void {
  covers.add(remove);
}

function removeCovers(splash: HTMLElement | null): void {
  splash?.remove();
  for (const remove of covers) remove();
  covers.clear();
}

/**
 * Takes the splash (and every other cover) away once `shown` is really on screen: React has rendered the first page,
 * but Ionic shows it only when its components are defined and its entering transition has begun, so removing the
 * splash at once would leave the phone blank in between. Looks once a frame; does nothing when nothing covers the app.
 */
export function hideBootSplashOnceVisible(shown: Element | null, maxWaitMs = BOOT_SPLASH_MAX_WAIT_MS): void {
  const splash = document.getElementById(BOOT_SPLASH_ID);
  const isCovered = () => !!splash?.isConnected || covers.size > 0;
  if (!isCovered()) return;
  const startedAt = performance.now();
  const look = () => {
    if (!isCovered()) return;
    const isShown = !!shown?.isConnected && shown.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (isShown || performance.now() - startedAt >= maxWaitMs) removeCovers(splash);
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
