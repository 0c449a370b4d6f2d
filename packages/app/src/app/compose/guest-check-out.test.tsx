import type { SelfCheckOut } from '@stay/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { daysFromNow, reservationWith, suiteWith } from '@/test/stay-fixtures';

const leavingSoon = reservationWith({
  startDateTime: daysFromNow(-3),
  endDateTime: daysFromNow(0.05),
  controlsActivationDateTime: daysFromNow(-3),
  controlsDeactivationDateTime: daysFromNow(0.05),
});

const open: SelfCheckOut = {
  state: 'open',
  opensAt: daysFromNow(-0.1),
  departure: daysFromNow(0.05),
  lateCheckout: false,
  checklist: ['Dishes done', 'Windows closed'],
  checkedOutAt: null,
  graceMinutes: 30,
  controlsEndAt: null,
};

/** Ionic's buttons are custom elements: found by their tag and text. */
const ionButton = (text: string, scope: HTMLElement = document.body) =>
  within(scope).findByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === text);

beforeAll(async () => {
  await import('./guest-home-screen');
});

describe('/guest/home: self check-out (composed in)', () => {
  it('checks out after every checklist item is ticked, then says goodbye with the stay rating', async () => {
    let status = open;
    let posted: unknown;
    renderGuestApp('/guest/home', {
      'GET /api/guest/reservation/current': ok(leavingSoon),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      'GET /api/guest/accommodation/current': ok(suiteWith()),
      'GET /api/guest/rating/current/guide': ok(null),
      'GET /api/guest/rating/current/stay': ok(null),
      'GET /api/guest/check-out': () => ({ status: 200, body: status }),
      'POST /api/guest/check-out': (request) => {
        posted = request.body;
        status = { ...open, state: 'checked-out', checkedOutAt: new Date().toISOString(), controlsEndAt: daysFromNow(0.02) };
        return { status: 200, body: status };
      },
    });

    fireEvent.click(await ionButton('Check out'));
    const sheet = await screen.findByRole('dialog', { name: 'Before you go' });
    const confirm = await ionButton('Confirm check-out', sheet);
    expect(confirm).toHaveAttribute('disabled');
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Dishes done' }));
    expect(confirm).toHaveAttribute('disabled');
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Windows closed' }));
    expect(confirm).not.toHaveAttribute('disabled');
    fireEvent.click(confirm);

    expect(await screen.findByRole('heading', { name: /^You checked out at / })).toBeInTheDocument();
    expect(posted).toEqual({ confirmed: [0, 1] });
    expect(await screen.findByRole('heading', { name: 'How was your stay?' })).toBeInTheDocument();
    expect(screen.queryByText('Departure today', { exact: false })).not.toBeInTheDocument();
  });

  it('shows no check-out before the morning of the departure day', async () => {
    renderGuestApp('/guest/home', {
      'GET /api/guest/reservation/current': ok(leavingSoon),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      'GET /api/guest/accommodation/current': ok(suiteWith()),
      'GET /api/guest/rating/current/guide': ok(null),
      'GET /api/guest/check-out': ok({ ...open, state: 'not-yet' }),
    });
    expect(await screen.findByText('Welcome, Anna')).toBeInTheDocument();
    expect(screen.queryByText('Departure today', { exact: false })).not.toBeInTheDocument();
  });
});
