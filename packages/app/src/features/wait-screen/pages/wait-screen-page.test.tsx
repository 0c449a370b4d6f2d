import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { arrivingIn, reservationWith, suiteWith } from '@/test/stay-fixtures';

const DAY = 86_400_000;

function openWaitScreen(current: FakeHandler) {
  return renderGuestApp('/wait-screen', {
    'GET /api/guest/reservation/current': current,
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    'GET /api/guest/accommodation/current': ok(suiteWith()),
  });
}

describe('wait screen', () => {
  it('counts down to the day the app opens, live, with the emergency phone', async () => {
    openWaitScreen(ok(arrivingIn(12.5)));
    expect(await screen.findByText('Your stay is coming up', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText(/^Your app opens on \w+day/)).toBeInTheDocument();
    // Arriving in 12.5 days, the app opens at the start of the day five days before: 7 or 8 calendar days away.
    expect(Number(screen.getByTestId('countdown-days').textContent)).toBeGreaterThanOrEqual(6);
    expect(Number(screen.getByTestId('countdown-days').textContent)).toBeLessThanOrEqual(7);
    expect(screen.getByText(/You arrive on \w+day/)).toBeInTheDocument();
    const seconds = screen.getByTestId('countdown-seconds').textContent;
    await waitFor(() => expect(screen.getByTestId('countdown-seconds').textContent).not.toBe(seconds), { timeout: 2500 });
    expect(screen.getByRole('link', { name: '+31 (0)20 794 8390' })).toHaveAttribute('href', 'tel:+31207948390');
  });

  it('explains a provisional reservation', async () => {
    openWaitScreen(ok(reservationWith({ status: 10, guide: null })));
    expect(await screen.findByText('Your reservation is provisional', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('As soon as it is confirmed, the app opens here for your stay.')).toBeInTheDocument();
  });

  it('thanks a guest whose stay is past and offers a new activation', async () => {
    const past = reservationWith({
      startDateTime: new Date(Date.now() - 10 * DAY).toISOString(),
      endDateTime: new Date(Date.now() - 5 * DAY).toISOString(),
    });
    openWaitScreen(ok(past));
    expect(await screen.findByText('Thank you for staying with us', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText(/^Your stay in Suite Zeezicht 12 ended on /)).toBeInTheDocument();
    expect(screen.getByText('Activate a new reservation', { selector: 'ion-button' })).toHaveAttribute('router-link', '/activate-reservation');
    // A past stay cannot change by checking again: no button that does nothing.
    expect(screen.queryByText('Check again', { selector: 'ion-button' })).toBeNull();
  });

  it('says there is no current reservation', async () => {
    openWaitScreen(ok(null));
    expect(await screen.findByText('No current reservation', { selector: 'h2' })).toBeInTheDocument();
  });

  it('checks again on refresh and opens the guest home once there is nothing to wait for', async () => {
    let answer = arrivingIn(12.5);
    const app = openWaitScreen(() => ({ status: 200, body: answer }));
    await screen.findByText('Your stay is coming up', { selector: 'h2' });

    answer = reservationWith();
    fireEvent.click(screen.getByText('Check again', { selector: 'ion-button' }));

    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    expect(app.server.requests.filter((request) => request.path === '/api/guest/reservation/current').length).toBeGreaterThanOrEqual(2);
  });
});
