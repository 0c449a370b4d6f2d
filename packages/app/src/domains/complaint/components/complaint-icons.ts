import {
  bedOutline,
  briefcaseOutline,
  buildOutline,
  carOutline,
  compassOutline,
  constructOutline,
  flashOutline,
  hammerOutline,
  headsetOutline,
  homeOutline,
  leafOutline,
  peopleOutline,
  restaurantOutline,
  ribbonOutline,
  shieldCheckmarkOutline,
  sparklesOutline,
  waterOutline,
  wifiOutline,
} from 'ionicons/icons';

/**
 * The `complaint.workgroupIcons` permission names each workgroup's icon ('sparkles-outline'); the app bundles the
 * icons it knows instead of fetching SVG files by name. A workgroup without a known icon gets the people icon.
 */
const WORKGROUP_ICONS: Record<string, string> = {
  'bed-outline': bedOutline,
  'briefcase-outline': briefcaseOutline,
  'build-outline': buildOutline,
  'car-outline': carOutline,
  'compass-outline': compassOutline,
  'construct-outline': constructOutline,
  'flash-outline': flashOutline,
  'hammer-outline': hammerOutline,
  'headset-outline': headsetOutline,
  'home-outline': homeOutline,
  'leaf-outline': leafOutline,
  'people-outline': peopleOutline,
  'restaurant-outline': restaurantOutline,
  'ribbon-outline': ribbonOutline,
  'shield-checkmark-outline': shieldCheckmarkOutline,
  'sparkles-outline': sparklesOutline,
  'water-outline': waterOutline,
  'wifi-outline': wifiOutline,
};

export function workgroupIcon(name: string | null | undefined): string {
  return (name && WORKGROUP_ICONS[name]) || peopleOutline;
}
