/** The element index.html paints before the app's JavaScript arrives. */
export const BOOT_SPLASH_ID = 'boot-splash';

/** How long the splash may wait for the first page to show; after that it goes anyway. */
export const BOOT_SPLASH_MAX_WAIT_MS = 5_000;

interface Cover {
  remove: () => void;
  /** The app's page shows what the cover shows (its content, not only its title). */
  isReady: () => boolean;
}

/** Other covers laid over the app until its first page shows (the light /login and first views once they hand over). */
const covers = new Set<Cover>();

/**
 * Keeps a cover over the app until its first page is on screen (and `isReady` says the page shows what the cover
 * showed); `remove` takes it away then.
 */
export function coverUntilFirstPage(remove: () => void, isReady: () => boolean = () => true): void {
  covers.add({ remove, isReady });
}

function removeCovers(splash: HTMLElement | null): void {
  splash?.remove();
  for (const cover of covers) cover.remove();
  covers.clear();
}

const areCoversReady = () => [...covers].every((cover) => cover.isReady());

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
    const isShown = !!shown?.isConnected && shown.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && areCoversReady();
    if (isShown || performance.now() - startedAt >= maxWaitMs) removeCovers(splash);
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Takes the splash away at once: for a first view that paints the page itself over everything. */
export function removeBootSplash(): void {
  document.getElementById(BOOT_SPLASH_ID)?.remove();
}
