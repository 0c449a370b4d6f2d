import { fetchFirstViewReservation } from '@/domains/stay/first-view-reservation';
import { fetchFirstViewUnread, loadFirstViewChats } from '@/domains/chat/staff/first-view-inbox';
import { ANY_LOCATION } from '@/domains/chat/cache/chat-storage';
import { matchesMediaQuery, MENU_BESIDE_QUERY } from '@/lib/hooks/use-media-query';
import { paths, STAFF_AREAS, type StaffArea } from '@/lib/navigation/paths';
import { peekStoredSession, type PeekedSession } from '@/lib/session/peek-stored-session';
import type { StartApp } from './first-view-controller';

type Browser = Pick<Window, 'location' | 'history'>;

const hasRouterState = ({ history }: Browser) => (history.state as { usr?: unknown } | null)?.usr != null;

/** A signed-in guest opens the guest home, with no message for the page (its router state). */
export function startsOnGuestHome(browser: Browser, session: PeekedSession | null): boolean {
  return browser.location.pathname === paths.guest.home && session?.role === 'GUEST' && !hasRouterState(browser);
}

/** The roles of each staff area (the contract's `canEnterArea`, whose module would bring the role schemas along). */
const AREA_ROLES: Record<StaffArea, readonly string[]> = {
  guide: ['GUIDE'],
  support: ['CUBER', 'BACKOFFICE', 'MANAGEMENT'],
  management: ['MANAGEMENT'],
};

/**
 * The staff area whose inbox a signed-in staff member opens, as it first shows (every chat, none to bring into view,
 * no message for the page), on a phone-sized screen: from 992 px the menu stands beside the inbox and the app starts
 * directly. null otherwise.
 */
export function staffInboxAreaOf(browser: Browser, session: PeekedSession | null, isWide: boolean): StaffArea | null {
  if (!session || isWide || browser.location.search !== '' || hasRouterState(browser)) return null;
  return STAFF_AREAS.find((area) => browser.location.pathname === paths.staffChats(area) && AREA_ROLES[area].includes(session.role)) ?? null;
}

/**
 * Draws the first view of the screen the browser opens on, when it has one (the guest home, a phone's staff inbox),
 * and starts the app beneath it; false when the screen has none and the app should start as usual. The first views'
 * code is a chunk of its own (the entry stays /login's); their data is asked for while that chunk loads.
 */
export function startFirstView(appRoot: HTMLElement, loadApp: () => Promise<StartApp>): boolean {
  const session = peekStoredSession(window.localStorage);
  if (!session) return false;
  const startAppAlone = () => void loadApp().then((startApp) => startApp(appRoot));
  if (startsOnGuestHome(window, session)) {
    const reservation = fetchFirstViewReservation(session.accessToken);
    import('./start-guest-home').then(({ startGuestHomeFirstView }) => startGuestHomeFirstView(appRoot, loadApp, session, reservation), startAppAlone);
    return true;
  }
  const area = staffInboxAreaOf(window, session, matchesMediaQuery(MENU_BESIDE_QUERY));
  if (area) {
    const chats = loadFirstViewChats(window.localStorage, session.location ?? ANY_LOCATION, session.accessToken);
    const unread = fetchFirstViewUnread(session.accessToken);
    import('./start-staff-inbox').then(({ startStaffInboxFirstView }) => startStaffInboxFirstView(appRoot, loadApp, { area, isSupport: AREA_ROLES.support.includes(session.role) }, chats, unread), startAppAlone);
    return true;
  }
  return false;
}
