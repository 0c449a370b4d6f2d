import {
  bicycleOutline,
  boatOutline,
  businessOutline,
  cloudyNightOutline,
  moonOutline,
  restaurantOutline,
  sparklesOutline,
  sunnyOutline,
  walkOutline,
} from 'ionicons/icons';

const ICONS: Record<string, string> = {
  'walk-outline': walkOutline,
  'restaurant-outline': restaurantOutline,
  'bicycle-outline': bicycleOutline,
  'boat-outline': boatOutline,
  'business-outline': businessOutline,
  'sunny-outline': sunnyOutline,
  'cloudy-night-outline': cloudyNightOutline,
  'moon-outline': moonOutline,
};

/** The demo content names Ionicons; the bundle only carries the ones it uses. */
export const demoIcon = (name: string): string => ICONS[name] ?? sparklesOutline;
