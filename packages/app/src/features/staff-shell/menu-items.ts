import { decideRouteAccess, isStaffRole, isSupportRole, type MenuItem, type SessionView, type UserSettings } from '@stay/contract';
import { STAFF_AREAS, isStaffScreenPath, pathMatches, paths, type StaffArea } from '@/lib/navigation/paths';

/** The staff side menu's id, for its buttons. */
export const STAFF_MENU_ID = 'staff-menu';

/** The items the app names in both languages; any other key shows the title the settings give it. */
export const KNOWN_MENU_KEYS = ['chats', 'reservations', 'complaints', 'deliveries', 'weblinks', 'ratings', 'availability', 'dashboard', 'products', 'notifications', 'profile', 'announcements', 'bugReports', 'bugReport', 'savedReplies', 'devices', 'housekeeping', 'checkOut', 'climate', 'guideProfile', 'guides', 'questionnaire', 'feeds', 'pms'] as const;
export type KnownMenuKey = (typeof KNOWN_MENU_KEYS)[number];

export const isKnownMenuKey = (key: string): key is KnownMenuKey => (KNOWN_MENU_KEYS as readonly string[]).includes(key);

export interface StaffMenu {
  /** The workspace: chats, reservations, complaints, the dashboard. */
  main: MenuItem[];
  /** The person's own settings: availability. */
  settings: MenuItem[];
}

const item = (key: KnownMenuKey, url: string, icon: string): MenuItem => ({ key, title: key, url, icon });

/** The menu a role gets when its settings name none: every staff screen of its own area. */
export function defaultStaffMenu(role: SessionView['role']): StaffMenu {
  if (!isStaffRole(role)) return { main: [], settings: [] };
  const area: StaffArea = role === 'GUIDE' ? 'guide' : 'support';
  const main = [
    item('chats', paths.staffChats(area), 'chatbubbles-outline'),
    item('reservations', paths.staffReservations(area), 'bed-outline'),
    item('complaints', paths.staffComplaints(area), 'alert-circle-outline'),
    item('deliveries', paths.staffDeliveries(area), 'cube-outline'),
    item('housekeeping', paths.staffHousekeeping(area), 'sparkles-outline'),
    item('weblinks', paths.staffWeblinks(area), 'link-outline'),
    item('ratings', paths.staffRatings(area), 'star-outline'),
  ];
  if (isSupportRole(role)) {
    main.push(item('dashboard', paths.staffDashboard(role === 'MANAGEMENT' ? 'management' : 'support'), 'stats-chart-outline'));
  }
  if (role === 'MANAGEMENT') {
    main.push(item('products', paths.managementProducts, 'storefront-outline'));
    main.push(item('announcements', paths.managementAnnouncements, 'megaphone-outline'));
    main.push(item('devices', paths.managementDevices, 'hardware-chip-outline'));
    main.push(item('checkOut', paths.managementCheckOut, 'exit-outline'));
    main.push(item('climate', paths.managementClimate, 'thermometer-outline'));
    main.push(item('guides', paths.managementGuides, 'people-outline'));
    main.push(item('questionnaire', paths.managementQuestionnaire, 'list-outline'));
    main.push(item('bugReports', paths.managementBugReports, 'bug-outline'));
    main.push(item('feeds', paths.managementFeeds, 'calendar-outline'));
    main.push(item('pms', paths.managementPms, 'git-network-outline'));
  }
  return {
    main,
    settings: [
      ...(role === 'GUIDE' ? [item('guideProfile', paths.guideProfile, 'id-card-outline')] : []),
      item('availability', paths.staffAvailability(area), 'time-outline'),
      item('savedReplies', paths.staffSavedReplies(area), 'chatbox-ellipses-outline'),
      item('notifications', paths.staffNotificationSettings(area), 'notifications-outline'),
      item('profile', paths.staffProfile(area), 'person-circle-outline'),
      item('bugReport', paths.bugReport(), 'bug-outline'),
    ],
  };
}

/** Items this person may open and that lead to a screen, each address once. */
function usable(items: readonly MenuItem[], session: SessionView, seen: Set<string>): MenuItem[] {
  return items.filter((candidate) => {
    const url = candidate.url.trim();
    if (!url.startsWith('/') || seen.has(url)) return false;
    if (!isStaffScreenPath(url) || !decideRouteAccess(url, session).allow) return false;
    seen.add(url);
    return true;
  });
}

/**
 * The staff side menu: the settings' `mainMenu` and `settingsMenu`, each falling back to the role's default when the
 * settings have none (or none this person can use). Items another role's area or no screen at all are dropped: a menu
 * item must never lead nowhere.
 */
export function staffMenuFor(session: SessionView, settings: Pick<UserSettings, 'mainMenu' | 'settingsMenu'> | null): StaffMenu {
  const fallback = defaultStaffMenu(session.role);
  const seen = new Set<string>();
  const main = usable(settings?.mainMenu ?? [], session, seen);
  const mainMenu = main.length > 0 ? main : usable(fallback.main, session, seen);
  const own = usable(settings?.settingsMenu ?? [], session, seen);
  const settingsMenu = own.length > 0 ? own : usable(fallback.settings, session, seen);
  return { main: mainMenu, settings: settingsMenu };
}

const pathOf = (url: string) => (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');

/** Screens reached from an item without being under its address: a booking from reservations, filing from complaints. */
const RELATED: Record<string, (pathname: string) => boolean> = {
  reservations: (pathname) => STAFF_AREAS.some((area) => pathMatches(paths.patterns.staffBooking(area), pathname)),
  complaints: (pathname) => pathMatches(paths.patterns.fileComplaint, pathname),
};

/** The item of the screen on show: the longest address the path is at or under, else the item the screen belongs to. */
export function activeMenuKey(pathname: string, items: readonly MenuItem[]): string | undefined {
  const current = pathOf(pathname);
  let best: MenuItem | undefined;
  for (const candidate of items) {
    const url = pathOf(candidate.url);
    if ((current === url || current.startsWith(`${url}/`)) && url.length > (best ? pathOf(best.url).length : -1)) best = candidate;
  }
  return best?.key ?? items.find((candidate) => RELATED[candidate.key]?.(current))?.key;
}
