import {
  alertCircleOutline,
  bedOutline,
  bugOutline,
  chatboxEllipsesOutline,
  calendarOutline,
  chatbubblesOutline,
  cubeOutline,
  documentTextOutline,
  ellipseOutline,
  gitNetworkOutline,
  gridOutline,
  homeOutline,
  linkOutline,
  megaphoneOutline,
  notificationsOutline,
  peopleOutline,
  personCircleOutline,
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
  'bug-outline': bugOutline,
  'calendar-outline': calendarOutline,
  'chatbox-ellipses-outline': chatboxEllipsesOutline,
  'chatbubbles-outline': chatbubblesOutline,
  'cube-outline': cubeOutline,
  'document-text-outline': documentTextOutline,
  'git-network-outline': gitNetworkOutline,
  'grid-outline': gridOutline,
  'home-outline': homeOutline,
  'link-outline': linkOutline,
  'megaphone-outline': megaphoneOutline,
  'notifications-outline': notificationsOutline,
  'people-outline': peopleOutline,
  'person-circle-outline': personCircleOutline,
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
