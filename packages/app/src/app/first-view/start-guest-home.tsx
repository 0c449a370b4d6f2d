import { hasEnded, isWaitScreenForced } from '@stay/contract';
import { StrictMode } from 'react';
import type { FirstViewReservation } from '@/domains/stay/first-view-reservation';
import { GUEST_HOME_SHOWN_SELECTOR, GuestHomeFirstView } from '@/features/guest-home/first-view/guest-home-first-view';
import { FirstViewTabBar } from '@/features/guest-shell/first-view/first-view-tab-bar';
import type { PeekedSession } from '@/lib/session/peek-stored-session';
import type { StartApp } from './first-view-controller';
import { mountFirstView } from './mount-first-view';

/** The guest home can be drawn before the app: the guest may see it now (not the wait screen, not after the stay). */
function isHomeOnScreen(reservation: FirstViewReservation | null | undefined, now: Date): reservation is FirstViewReservation {
  return !!reservation && !isWaitScreenForced(reservation, now, reservation.location.timeZone) && !hasEnded(reservation, now);
}

/**
 * /guest/home opened by a signed-in guest: the first view paints the greeting at once and the stay as soon as
 * `reservation` (one plain request, sent before this code loaded) answers; the app starts beneath it when the person
 * touches the screen, or a moment after the stay shows.
 */
export function startGuestHomeFirstView(
  appRoot: HTMLElement,
  loadApp: () => Promise<StartApp>,
  session: PeekedSession,
  reservation: Promise<FirstViewReservation | null | undefined>,
): void {
  const { language, root, controller } = mountFirstView(appRoot, loadApp, () => appRoot.querySelector(GUEST_HOME_SHOWN_SELECTOR) !== null);
  const render = (reservation: FirstViewReservation | undefined) =>
    root.render(
      <StrictMode>
        <GuestHomeFirstView
          language={language}
          firstName={session.firstName ?? ''}
          reservation={reservation}
          tabBar={<FirstViewTabBar language={language} current="home" onOpen={controller.open} />}
          onLogout={() => controller.start().then((app) => app.logout())}
        />
      </StrictMode>,
    );
  render(undefined);

  void reservation.then((loaded) => {
    if (isHomeOnScreen(loaded, new Date())) {
      render(loaded);
      controller.startSoon();
    } else {
      controller.giveUp();
    }
  });
}
