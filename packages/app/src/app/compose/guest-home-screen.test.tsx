import type { Rating } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { daysFromNow, reservationWith, suiteWith } from '@/test/stay-fixtures';

const departed = reservationWith({
  startDateTime: daysFromNow(-5),
  endDateTime: daysFromNow(-0.5),
  controlsActivationDateTime: daysFromNow(-5),
  controlsDeactivationDateTime: daysFromNow(-0.5),
});

const stayRating = (score: number, comment: string | null): Rating => ({
  _id: 'rt-stay',
  reservationId: 'r1',
  label: 'stay',
  score,
  comment,
  guide: null,
  createdAt: daysFromNow(-0.2),
  updatedAt: daysFromNow(-0.2),
});

function openHome(routes: Record<string, FakeHandler>) {
  return renderGuestApp('/guest/home', {
    'GET /api/guest/reservation/current': ok(departed),
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    'GET /api/guest/accommodation/current': ok(suiteWith()),
    'GET /api/guest/rating/current/guide': ok(null),
    'GET /api/guest/climate/energy': ok({ nights: 4, source: 'meter', kwhPerNight: 11.2, heatingMinutesPerNight: 640, parkKwhPerNight: 12.5, parkHeatingMinutesPerNight: 700 }),
    ...routes,
  });
}

// The home is a lazy chunk: load it first, so the first wait is for data, not for compiling.
beforeAll(async () => {
  await import('./guest-home-screen');
});

const cardOf = async () => (await screen.findByRole('heading', { name: 'How was your stay?' })).closest('section') as HTMLElement;

describe('/guest/home: the stay rating after departure (composed in)', () => {
  it('lets the departed guest rate the stay with stars and an optional text', async () => {
    let posted: unknown;
    openHome({
      'GET /api/guest/rating/current/stay': ok(null),
      'POST /api/guest/rating': (request) => {
        posted = request.body;
        return { status: 200, body: stayRating(4, 'Lovely dunes') };
      },
    });
    const card = await cardOf();
    expect(await screen.findByText('Goodbye, Anna')).toBeInTheDocument();
    // No stars chosen: the form says so and sends nothing.
    fireEvent.submit(within(card).getByRole('form', { name: 'How was your stay?' }));
    expect(await within(card).findByText('Choose 1 to 5 stars.')).toBeInTheDocument();
    expect(posted).toBeUndefined();

    fireEvent.click(within(card).getByLabelText('4 stars'));
    fireEvent.change(within(card).getByLabelText('Anything you would like to tell us? (optional)'), { target: { value: ' Lovely dunes ' } });
    fireEvent.submit(within(card).getByRole('form', { name: 'How was your stay?' }));
    await waitFor(() => expect(posted).toEqual({ label: 'stay', score: 4, comment: 'Lovely dunes' }));
    expect(await within(card).findByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('Lovely dunes')).toBeInTheDocument();
  });

  it('shows an earlier rating, which the guest may change', async () => {
    let posted: unknown;
    openHome({
      'GET /api/guest/rating/current/stay': ok(stayRating(3, null)),
      'POST /api/guest/rating': (request) => {
        posted = request.body;
        return { status: 200, body: stayRating(5, null) };
      },
    });
    const card = await cardOf();
    expect(await within(card).findByText('You rated your stay')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '3 of 5 stars' })).toBeInTheDocument();
    fireEvent.click(within(card).getByText('Change rating'));
    expect(within(card).getByLabelText('3 stars')).toBeChecked();
    fireEvent.click(within(card).getByLabelText('5 stars'));
    fireEvent.submit(within(card).getByRole('form', { name: 'How was your stay?' }));
    await waitFor(() => expect(posted).toEqual({ label: 'stay', score: 5 }));
    expect(await within(card).findByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
  });

  it('is not offered during the stay', async () => {
    renderGuestApp('/guest/home', {
      'GET /api/guest/reservation/current': ok(reservationWith()),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      'GET /api/guest/accommodation/current': ok(suiteWith()),
      'GET /api/guest/rating/current/guide': ok(null),
      'GET /api/guest/rating/current/stay': ok(null),
    });
    expect(await screen.findByText('Welcome, Anna')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How was your stay?' })).toBeNull();
  });

  it("shows the stay's energy per night beside the park's average, as a named picture", async () => {
    openHome({ 'GET /api/guest/rating/current/stay': ok(null) });
    expect(await screen.findByRole('img', { name: 'Your stay: 11.2 kWh per night. Park average: 12.5 kWh per night.' })).toBeInTheDocument();
    expect(screen.getByText('Park average')).toBeInTheDocument();
  });
});
