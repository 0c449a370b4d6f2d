/** The element index.html paints before the app's JavaScript arrives. */
export const BOOT_SPLASH_ID = 'boot-splash';

/** How long the splash may wait for the first page to show; after that it goes anyway. */
export const BOOT_SPLASH_MAX_WAIT_MS = 5_000;

/**
 * Takes the splash away once `shown` is really on screen: React has rendered the first page, but Ionic shows it only
 * when its components are defined and its entering transition has begun, so removing the splash at once would leave
 * the phone blank in between. Looks once a frame; does nothing when the splash is already gone.
 */
export function hideBootSplashOnceVisible(shown: Element | null, maxWaitMs = BOOT_SPLASH_MAX_WAIT_MS): void {
  const splash = document.getElementById(BOOT_SPLASH_ID);
  if (!splash) return;
  const startedAt = performance.now();
  const look = () => {
    if (!splash.isConnected) return;
    const isShown = !!shown?.isConnected && shown.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (isShown || performance.now() - startedAt >= maxWaitMs) splash.remove();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
