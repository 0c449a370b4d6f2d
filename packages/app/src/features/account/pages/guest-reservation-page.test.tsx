import { authApi } from '@stay/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { fail, ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';
import { buttonTexts, clickButton, findAlert, press } from '../account-test-support';

const reservation = reservationWith();

function openReservation(routes: Record<string, FakeHandler> = {}) {
  return renderGuestApp('/guest/reservation', {
    'GET /api/guest/reservation/current': ok(reservation),
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    ...routes,
  });
}

describe('/guest/reservation', () => {
  it("shows the reservation's details", async () => {
    openReservation();
    expect(await screen.findByText(reservation.nmbr)).toBeInTheDocument();
    expect(screen.getByText('Reservation number')).toBeInTheDocument();
    expect(screen.getByText(reservation.location.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: reservation.accommodations[0]!.name })).toBeInTheDocument();
  });

  it('departs at the late checkout time when the stay has one, as on the home screen and the staff screens', async () => {
    const late = reservationWith({ endDateTime: '2026-03-25T09:00:00.000Z', controlsDeactivationDateTime: '2026-03-25T13:00:00.000Z', lateCheckout: true });
    openReservation({ 'GET /api/guest/reservation/current': ok(late) });
    expect(await screen.findByText('Departure')).toBeInTheDocument();
    // 13:00 UTC is 14:00 in Amsterdam.
    expect(screen.getByText('Departure').nextElementSibling).toHaveTextContent(/14:00/);
  });

  it('unlinks after confirming and goes on to link another reservation', async () => {
    const app = openReservation({
      [routeOf(authApi.unlinkReservation)]: ok({ message: 'UNLINKED' }),
      [routeOf(authApi.check)]: ok({ role: 'GUEST', guest: { ...authSessionFor('GUEST').guest, activeReservationId: null }, user: authSessionFor('GUEST').user }),
    });
    await clickButton('Unlink reservation');
    const confirm = await findAlert('Unlink this reservation?');
    expect(buttonTexts(confirm)).toEqual(['Cancel', 'Unlink']);
    await press(confirm, 'Unlink');
    await waitFor(() => expect(app.currentPath()).toBe('/activate-reservation'));
    expect(app.services.session.current()?.auth.guest?.activeReservationId).toBeNull();
  });

  it("a failed unlink shows the contact alert: the provider's phone, Cancel and Call", async () => {
    const app = openReservation({ [routeOf(authApi.unlinkReservation)]: fail(409, 'UNLINK_RESERVATION_FAILED') });
    await clickButton('Unlink reservation');
    await press(await findAlert('Unlink this reservation?'), 'Unlink');
    const failed = await findAlert('Unable to unlink your reservation');
    expect(failed.message).toBe(`Please contact the provider at ${app.services.session.emergencyPhone().label}`);
    expect(buttonTexts(failed)).toEqual(['Cancel', 'Call']);
    expect(app.currentPath()).toBe('/guest/reservation');
    expect(app.shown).toEqual([]);
  });
});
