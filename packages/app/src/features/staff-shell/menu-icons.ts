import {
  alertCircleOutline,
  bedOutline,
  calendarOutline,
  chatbubblesOutline,
  cubeOutline,
  documentTextOutline,
  ellipseOutline,
  gridOutline,
  homeOutline,
  linkOutline,
  peopleOutline,
  personOutline,
  settingsOutline,
  speedometerOutline,
  starOutline,
  statsChartOutline,
  storefrontOutline,
  timeOutline,
} from 'ionicons/icons';

/**
 * The settings name menu icons ('chatbubbles-outline'); the app bundles the icons it knows instead of fetching SVG
 * files by name. Unknown names get a neutral dot.
 */
const MENU_ICONS: Record<string, string> = {
  'alert-circle-outline': alertCircleOutline,
  'bed-outline': bedOutline,
  'calendar-outline': calendarOutline,
  'chatbubbles-outline': chatbubblesOutline,
  'cube-outline': cubeOutline,
  'document-text-outline': documentTextOutline,
  'grid-outline': gridOutline,
  'home-outline': homeOutline,
  'link-outline': linkOutline,
  'people-outline': peopleOutline,
  'person-outline': personOutline,
  'settings-outline': settingsOutline,
  'speedometer-outline': speedometerOutline,
  'star-outline': starOutline,
  'stats-chart-outline': statsChartOutline,
  'storefront-outline': storefrontOutline,
  'time-outline': timeOutline,
};

export function menuIcon(name: string | undefined): string {
  return (name && MENU_ICONS[name]) || ellipseOutline;
}
