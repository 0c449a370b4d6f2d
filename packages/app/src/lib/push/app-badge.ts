/** The Badging API where the platform has it (an installed app in Chromium, Safari on macOS and iOS). */
interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Shows `count` on the app icon, or clears it for 0 and unknown; does nothing where the platform cannot. */
export async function showAppBadge(count: number | null, target: BadgingNavigator = navigator as BadgingNavigator): Promise<void> {
  try {
    if (count && count > 0) await target.setAppBadge?.(count);
    else await target.clearAppBadge?.();
  } catch {
    // Not allowed here (not installed, no notification permission): the badge is a nicety.
  }
}
