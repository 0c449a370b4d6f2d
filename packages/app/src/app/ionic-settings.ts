import type { IonicConfig } from '@ionic/core';
import { THEME } from '@stay/contract';
import { matchesMediaQuery, REDUCED_MOTION_QUERY } from '@/lib/hooks/use-media-query';

/**
 * Ionic's settings for this app: the theme's mode and spinner; page transitions, the menu and sheets move only for
 * those who have not asked their device for less motion.
 */
export function ionicSettings(): IonicConfig {
  return { mode: THEME.mode, spinner: THEME.spinner, animated: !matchesMediaQuery(REDUCED_MOTION_QUERY) };
}
