import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderGuestApp } from '@/test/guest-app';
import { authSessionFor } from '@/test/fixtures';
import { arrivingIn, guideQuestionnaire, reservationWith, suiteWith } from '@/test/stay-fixtures';
import type { FakeHandler } from '@/test/fake-fetch';
import { stayKeys } from '@/domains/stay/queries';

const quiet = {
  'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
  'GET /api/guest/accommodation/current': ok(suiteWith()),
  'GET /api/guest/questionnaire/guide': ok(guideQuestionnaire),
  'GET /api/guest/reservation/current/guide': ok(null),
};

function enter(current: FakeHandler, path = '/guest/home') {
  return renderGuestApp(path, { ...quiet, 'GET /api/guest/reservation/current': current });
}

describe('entering the guest area loads the reservation', () => {
  it('keeps a current guest with a guide on the guest home', async () => {
    const app = enter(ok(reservationWith()));
    expect(await screen.findByText('Suite Zeezicht 12', { selector: 'h2' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/guest/home');
  });

  it('logs out and goes to /login on 401', async () => {
    const app = renderGuestApp('/guest/home', {
      ...quiet,
      'GET /api/guest/reservation/current': fail(401, 'ACCESSTOKEN_EXPIRED'),
      'POST /api/auth/refresh': fail(401, 'REFRESHTOKEN_EXPIRED'),
    });
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(app.services.session.current()).toBeNull();
  });

  it('ignores status 0: no redirect to activation, the offline page shows', async () => {
    const app = enter(() => 'network-error');
    await waitFor(() => expect(app.currentPath()).toBe('/error/offline'));
    // Barrier: the failed load has reached the gate (its decision runs on that answer); only then is staying put a fact.
    await waitFor(() => expect(app.services.queryClient.getQueryState(stayKeys.currentReservation)?.status).toBe('error'));
    await act(async () => undefined);
    expect(app.currentPath()).toBe('/error/offline');
  });

  it('ignores status 504 the same way', async () => {
    const app = enter(fail(504, 'GATEWAY_TIMEOUT'));
    await waitFor(() => expect(app.currentPath()).toBe('/error/offline'));
  });

  it('shows the API error and goes to activation with reservationEnded=true on any other error', async () => {
    const app = enter(fail(404, 'RESERVATION_NOT_FOUND'));
    await waitFor(() => expect(app.currentPath()).toBe('/activate-reservation'));
    expect(app.shown).toEqual([{ code: 'RESERVATION_NOT_FOUND', kind: 'toast', message: 'Reservation not found' }]);
    expect(await screen.findByText('Your reservation could not be opened')).toBeInTheDocument();
  });

  it('shows the server error alert for a 500 and goes to activation', async () => {
    const app = enter(() => ({ status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'x' } }));
    await waitFor(() => expect(app.currentPath()).toBe('/activate-reservation'));
    expect(app.shown[0]).toMatchObject({ kind: 'alert', header: 'Server error' });
  });

  it('sends a guest without a current reservation to the wait screen', async () => {
    const app = enter(ok(null));
    await waitFor(() => expect(app.currentPath()).toBe('/wait-screen'));
    expect(await screen.findByText('No current reservation', { selector: 'h2' })).toBeInTheDocument();
  });

  it('sends a guest in countdown to the wait screen', async () => {
    const app = enter(ok(arrivingIn(12)));
    await waitFor(() => expect(app.currentPath()).toBe('/wait-screen'));
  });

  it('sends a provisional reservation to the wait screen, also from /guest/services', async () => {
    const app = enter(ok(reservationWith({ status: 10 })), '/guest/services');
    await waitFor(() => expect(app.currentPath()).toBe('/wait-screen'));
  });

  it('lets a current guest without a guide into the guest area: choosing a guide is offered, not forced', async () => {
    const app = enter(ok(reservationWith({ guide: null, guideSelectionTimestamp: null })));
    expect(await screen.findByText('Choose your personal guide')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/guest/home');
  });
});
