import {
  alarmOutline,
  archiveOutline,
  basketOutline,
  bicycleOutline,
  bulbOutline,
  calendarOutline,
  chatbubbleEllipsesOutline,
  checkmarkDoneOutline,
  checkmarkOutline,
  closeOutline,
  enterOutline,
  exitOutline,
  flashOutline,
  helpBuoyOutline,
  homeOutline,
  informationCircleOutline,
  pauseCircleOutline,
  personAddOutline,
  sparklesOutline,
  starOutline,
  timeOutline,
  trashOutline,
  walkOutline,
  warningOutline,
} from 'ionicons/icons';

/**
 * Settings and suggestions name their icons ('enter-outline'); the app bundles the icon data itself instead of
 * fetching SVG files by name. Unknown names fall back to a neutral icon.
 */
const ICONS: Record<string, string> = {
  'alarm-outline': alarmOutline,
  'archive-outline': archiveOutline,
  'basket-outline': basketOutline,
  'bicycle-outline': bicycleOutline,
  'bulb-outline': bulbOutline,
  'calendar-outline': calendarOutline,
  'chatbubble-ellipses-outline': chatbubbleEllipsesOutline,
  'checkmark-done-outline': checkmarkDoneOutline,
  'checkmark-outline': checkmarkOutline,
  'close-outline': closeOutline,
  'enter-outline': enterOutline,
  'exit-outline': exitOutline,
  'flash-outline': flashOutline,
  'help-buoy-outline': helpBuoyOutline,
  'home-outline': homeOutline,
  'information-circle-outline': informationCircleOutline,
  'pause-circle-outline': pauseCircleOutline,
  'person-add-outline': personAddOutline,
  'sparkles-outline': sparklesOutline,
  'star-outline': starOutline,
  'time-outline': timeOutline,
  'trash-outline': trashOutline,
  'walk-outline': walkOutline,
  'warning-outline': warningOutline,
};

export function chatIcon(name: string | undefined): string {
  return (name && ICONS[name]) || bulbOutline;
}
