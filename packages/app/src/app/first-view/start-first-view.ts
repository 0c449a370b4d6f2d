import { fetchFirstViewReservation } from '@/domains/stay/first-view-reservation';
import { paths } from '@/lib/navigation/paths';
import { peekStoredSession, type PeekedSession } from '@/lib/session/peek-stored-session';
import type { StartApp } from './first-view-controller';

/** A signed-in guest opens the guest home, with no message for the page (its router state). */
export function startsOnGuestHome({ location, history }: Pick<Window, 'location' | 'history'>, session: PeekedSession | null): session is PeekedSession {
  return location.pathname === paths.guest.home && session?.role === 'GUEST' && (history.state as { usr?: unknown } | null)?.usr == null;
}

/**
 * Draws the first view of the screen the browser opens on, when it has one (the guest home), and starts the app
 * beneath it; false when the screen has none and the app should start as usual. The first view's code is a chunk of
 * its own (the entry stays /login's); its data is asked for while that chunk loads.
 */
export function startFirstView(appRoot: HTMLElement, loadApp: () => Promise<StartApp>): boolean {
  const session = peekStoredSession(window.localStorage);
  if (!startsOnGuestHome(window, session)) return false;
  const reservation = fetchFirstViewReservation(session.accessToken);
  import('./start-guest-home').then(
    ({ startGuestHomeFirstView }) => startGuestHomeFirstView(appRoot, loadApp, session, reservation),
    () => void loadApp().then((startApp) => startApp(appRoot)),
  );
  return true;
}
