import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { fail, ok, renderGuestApp, renderVisitorApp } from '@/test/guest-app';
import { reservationWith, suiteWith } from '@/test/stay-fixtures';

const linked = reservationWith({ _id: 'r777', nmbr: 'DZ-2025-000777' });

/** What the guest area needs once the guest lands on /guest/home. */
const guestArea: Record<string, FakeHandler> = {
  'GET /api/guest/reservation/current': ok(linked),
  'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
  'GET /api/guest/accommodation/current': ok(suiteWith()),
  'GET /api/auth/user-settings': ok(settingsWith()),
  'GET /api/auth/check': ok({ role: 'GUEST', guest: { ...authSessionFor('GUEST').guest, activeReservationId: 'r777' }, user: authSessionFor('GUEST').user }),
  'POST /api/account/linkReservation/DZ-2025-000777': ok(linked),
};

const submit = () => fireEvent.submit(screen.getByLabelText('Reservation number').closest('form')!);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillReservation(checkMode: 'email' | 'postalcode' | 'code' = 'email') {
  await screen.findByLabelText('Reservation number');
  type('Reservation number', 'DZ-2025-000777');
  if (checkMode === 'code') {
    fireEvent.click(screen.getByLabelText('Activation code'));
    type('Activation code from your booking', 'dune7-waves');
  } else if (checkMode === 'postalcode') {
    fireEvent.click(screen.getByLabelText('Postal code'));
    type('Postal code of the booking', '1071 XX');
  } else {
    type('Email address of the booking', 'welcome@demo.stay');
  }
}

describe('/activate-reservation', () => {
  it('asks for the reservation number and a valid check value before calling anyone', async () => {
    const app = renderVisitorApp('/activate-reservation', guestArea);
    await screen.findByLabelText('Reservation number');
    submit();
    expect(await screen.findByText('Enter the reservation number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address of the booking')).toHaveAccessibleDescription('Enter an email address.');

    // Switching to the postal code starts that field afresh: the email's text and error are gone.
    type('Email address of the booking', 'not-an-email');
    fireEvent.click(screen.getByLabelText('Postal code'));
    expect(screen.getByLabelText('Postal code of the booking')).toHaveValue('');
    expect(screen.getByLabelText('Postal code of the booking')).not.toHaveAccessibleDescription(expect.stringMatching(/Enter/));
    type('Postal code of the booking', '12');
    expect(await screen.findByText('Enter a valid postal code, like 1234 AB.')).toBeInTheDocument();
    expect(app.server.requests).toEqual([]);
  });

  it('signs in with an existing account and links the reservation', async () => {
    const app = renderVisitorApp('/activate-reservation', {
      ...guestArea,
      'GET /api/account/exists/emma%40demo.stay': ok({ message: 'FOUND' }),
      'POST /api/auth/create': ok(authSessionFor('GUEST')),
    });
    await fillReservation();
    type('Your email address', 'Emma@demo.stay');
    expect(screen.queryByText('Activate reservation', { selector: 'ion-button' })).not.toBeInTheDocument(); // one button: Continue
    submit();

    expect(await screen.findByText('Welcome back: sign in with your password.')).toBeInTheDocument();
    type('Password', 'Demo1234');
    submit();

    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    // In this order (other features may add calls of their own in between).
    const flow = new Set([
      'GET /api/account/exists/emma%40demo.stay',
      'POST /api/auth/create',
      'GET /api/auth/user-settings',
      'POST /api/account/linkReservation/DZ-2025-000777',
      'GET /api/auth/check',
    ]);
    const calls = app.server.requests.map((request) => `${request.method} ${request.path}`).filter((call) => flow.has(call));
    expect(calls.slice(0, 5)).toEqual([
      'GET /api/account/exists/emma%40demo.stay',
      'POST /api/auth/create',
      'GET /api/auth/user-settings',
      'POST /api/account/linkReservation/DZ-2025-000777',
      'GET /api/auth/check',
    ]);
    expect(app.server.requests.find((request) => request.path === '/api/auth/create')?.body).toEqual({ email: 'emma@demo.stay', password: 'Demo1234' });
    expect(app.server.requests.find((request) => request.path.startsWith('/api/account/linkReservation'))?.body).toEqual({
      mode: 'email',
      checkValue: 'welcome@demo.stay',
    });
    expect(app.services.session.current()?.auth.guest?.activeReservationId).toBe('r777');
    expect(await screen.findByText('Suite Zeezicht 12', { selector: 'h2' })).toBeInTheDocument();
  });

  it('proves the stay by activation code, saying what a code looks like', async () => {
    const app = renderVisitorApp('/activate-reservation', {
      ...guestArea,
      'GET /api/account/exists/emma%40demo.stay': ok({ message: 'FOUND' }),
      'POST /api/auth/create': ok(authSessionFor('GUEST')),
    });
    await fillReservation('code');
    expect(screen.getByLabelText('Activation code from your booking')).toHaveAccessibleDescription(expect.stringMatching(/Ten letters and digits/));
    type('Your email address', 'emma@demo.stay');
    submit();
    expect(await screen.findByText('Welcome back: sign in with your password.')).toBeInTheDocument();
    type('Password', 'Demo1234');
    submit();

    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    expect(app.server.requests.find((request) => request.path.startsWith('/api/account/linkReservation'))?.body).toEqual({
      mode: 'code',
      checkValue: 'dune7-waves',
    });
  });

  it('creates an account with a strong password typed twice, proving the stay by postal code', async () => {
    const app = renderVisitorApp('/activate-reservation', {
      ...guestArea,
      'GET /api/account/exists/daan%40demo.stay': ok({ message: 'NOT_FOUND' }),
      'POST /api/account/create': ok(authSessionFor('GUEST')),
    });
    await fillReservation('postalcode');
    type('Your email address', 'daan@demo.stay');
    submit(); // the email decides: a new account

    expect(await screen.findByText('New here: create your account.')).toBeInTheDocument();
    type('First name', 'Daan');
    type('Last name', 'Willems');
    type('Choose a password', 'secret');
    type('Repeat the password', 'secret');
    submit();
    expect(await screen.findByText('Use at least 6 characters with a digit, an uppercase and a lowercase letter.')).toBeInTheDocument();

    type('Choose a password', 'Secret12');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    type('Repeat the password', 'Secret12');
    submit();

    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    // The account is created with the reservation, in one server step.
    const create = app.server.requests.find((request) => request.path === '/api/account/create');
    expect(create?.body).toEqual({
      email: 'daan@demo.stay',
      password: 'Secret12',
      passwordRepeat: 'Secret12',
      firstname: 'Daan',
      surname: 'Willems',
      reservation: { number: 'DZ-2025-000777', mode: 'postalcode', checkValue: '1071 XX' },
    });
    const link = app.server.requests.find((request) => request.path.startsWith('/api/account/linkReservation'));
    expect(link?.body).toEqual({ mode: 'postalcode', checkValue: '1071 XX' });
  });

  it('creates no account and signs nobody in when the reservation number is wrong', async () => {
    const app = renderVisitorApp('/activate-reservation', {
      ...guestArea,
      'GET /api/account/exists/daan%40demo.stay': ok({ message: 'NOT_FOUND' }),
      'POST /api/account/create': fail(404, 'RESERVATION_NOT_FOUND'),
    });
    await fillReservation();
    type('Your email address', 'daan@demo.stay');
    submit();
    await screen.findByText('New here: create your account.');
    type('First name', 'Daan');
    type('Last name', 'Willems');
    type('Choose a password', 'Secret12');
    type('Repeat the password', 'Secret12');
    submit();

    expect(await screen.findAllByText('We found no reservation with this number and check value. Check both and try again.')).toHaveLength(2);
    expect(app.services.session.current()).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Daan');
    expect(app.server.requests.some((request) => request.path.startsWith('/api/account/linkReservation'))).toBe(false);
    expect(app.currentPath()).toBe('/activate-reservation');
  });

  it('signs an existing account out again when linking fails', async () => {
    const app = renderVisitorApp('/activate-reservation', {
      ...guestArea,
      'GET /api/account/exists/emma%40demo.stay': ok({ message: 'FOUND' }),
      'POST /api/auth/create': ok(authSessionFor('GUEST')),
      'POST /api/account/linkReservation/DZ-2025-000777': fail(404, 'RESERVATION_NOT_FOUND'),
      'DELETE /api/auth/revoke': ok({ message: 'REVOKED' }),
    });
    await fillReservation();
    type('Your email address', 'emma@demo.stay');
    submit();
    await screen.findByLabelText('Password');
    type('Password', 'Demo1234');
    submit();

    await waitFor(() => expect(app.server.requests.some((request) => request.path === '/api/auth/revoke')).toBe(true));
    await waitFor(() => expect(app.services.session.current()).toBeNull());
    expect(await screen.findAllByText('We found no reservation with this number and check value. Check both and try again.')).toHaveLength(2);
    expect(screen.queryByText('Signed in as')).not.toBeInTheDocument();
    expect(screen.getByText('Back to sign in', { selector: 'ion-button' })).toBeInTheDocument();
  });

  it('offers no way back to sign in to a guest who is signed in', async () => {
    renderGuestApp('/activate-reservation', guestArea);
    expect(await screen.findByText('guest@demo.stay', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Back to sign in', { selector: 'ion-button' })).not.toBeInTheDocument();
  });

  it('says an email with an account cannot create another one', async () => {
    renderVisitorApp('/activate-reservation', { 'GET /api/account/exists/emma%40demo.stay': ok({ message: 'FOUND' }) });
    await fillReservation();
    type('Your email address', 'emma@demo.stay');
    expect(screen.queryByText('Activate reservation', { selector: 'ion-button' })).not.toBeInTheDocument(); // one button: Continue
    submit();
    fireEvent.click(await screen.findByText('Create a new account instead', { selector: 'ion-button' }));
    submit();
    expect(await screen.findByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
  });

  it('links straight away for a signed-in guest, and leaves RESERVATION_ALREADY_REGISTERD to the catalogue alert', async () => {
    const app = renderGuestApp('/activate-reservation', {
      ...guestArea,
      'POST /api/account/linkReservation/DZ-2025-000777': fail(409, 'RESERVATION_ALREADY_REGISTERD'),
    });
    expect(await screen.findByText('guest@demo.stay', { selector: 'strong' })).toBeInTheDocument();
    await fillReservation();
    submit();

    await waitFor(() => expect(app.shown.map((error) => error.code)).toEqual(['RESERVATION_ALREADY_REGISTERD']));
    expect(app.shown[0]).toMatchObject({ kind: 'alert', message: expect.stringMatching(/^This reservation is already linked/) });
    expect(app.currentPath()).toBe('/activate-reservation');
    expect(app.server.requests.some((request) => request.path === '/api/auth/create')).toBe(false);
  });

  it.each(['USER_HAS_ACTIVE_RESERVATION', 'RESERVATION_ENDED'])('shows %s as the catalogue alert', async (code) => {
    const app = renderGuestApp('/activate-reservation', { ...guestArea, 'POST /api/account/linkReservation/DZ-2025-000777': fail(409, code) });
    await fillReservation();
    submit();
    await waitFor(() => expect(app.shown).toEqual([expect.objectContaining({ code, kind: 'alert' })]));
  });

  it('marks the fields when no reservation has this number and check value', async () => {
    renderGuestApp('/activate-reservation', { ...guestArea, 'POST /api/account/linkReservation/DZ-2025-000777': fail(404, 'RESERVATION_NOT_FOUND') });
    await fillReservation();
    submit();
    expect(
      await screen.findAllByText('We found no reservation with this number and check value. Check both and try again.'),
    ).toHaveLength(2);
  });

  it('brings the first problem into view and focuses it, whether the form or the server found it', async () => {
    const scrolledTo: Element[] = [];
    // jsdom does no layout and has no scrollIntoView: record where the page would scroll to.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolledTo.push(this);
      },
    });
    try {
      renderGuestApp('/activate-reservation', { ...guestArea, 'POST /api/account/linkReservation/DZ-2025-000777': fail(404, 'RESERVATION_NOT_FOUND') });
      await screen.findByLabelText('Reservation number');
      submit();
      await waitFor(() => expect(screen.getByLabelText('Reservation number')).toHaveFocus());
      expect(scrolledTo).toEqual([screen.getByLabelText('Reservation number')]);

      await fillReservation();
      screen.getByLabelText('Email address of the booking').focus();
      submit();
      await screen.findAllByText('We found no reservation with this number and check value. Check both and try again.');
      await waitFor(() => expect(screen.getByLabelText('Reservation number')).toHaveFocus());
      expect(scrolledTo).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('says why the guest is here after a failed reservation load', async () => {
    renderGuestApp('/activate-reservation?reservationEnded=true', guestArea);
    expect(await screen.findByText('Your reservation could not be opened')).toBeInTheDocument();
  });

  it('starts filled in from the activation mail link, proving the stay by code', async () => {
    const app = renderVisitorApp('/activate-reservation?reservation=DZ-2025-000777&code=DUNE7-WAVES', {
      ...guestArea,
      'GET /api/account/exists/emma%40demo.stay': ok({ message: 'FOUND' }),
      'POST /api/auth/create': ok(authSessionFor('GUEST')),
    });
    expect(await screen.findByLabelText('Reservation number')).toHaveValue('DZ-2025-000777');
    expect(screen.getByLabelText('Activation code')).toBeChecked();
    expect(screen.getByLabelText('Activation code from your booking')).toHaveValue('DUNE7-WAVES');
    type('Your email address', 'emma@demo.stay');
    submit();
    expect(await screen.findByText('Welcome back: sign in with your password.')).toBeInTheDocument();
    type('Password', 'Demo1234');
    submit();
    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    expect(app.server.requests.find((request) => request.path === '/api/account/linkReservation/DZ-2025-000777')?.body).toEqual({
      mode: 'code',
      checkValue: 'DUNE7-WAVES',
    });
  });

  it('keeps the reason and the link together', async () => {
    renderVisitorApp('/activate-reservation?reservationEnded=true&reservation=DZ-2025-000777&code=DUNE7-WAVES', guestArea);
    expect(await screen.findByText('Your reservation could not be opened')).toBeInTheDocument();
    expect(screen.getByLabelText('Reservation number')).toHaveValue('DZ-2025-000777');
  });

  it('does not say so otherwise', async () => {
    renderVisitorApp('/activate-reservation', guestArea);
    await screen.findByLabelText('Reservation number');
    expect(screen.queryByText('Your reservation could not be opened')).not.toBeInTheDocument();
  });

  it('runs what login runs once signed in (load the chat ...), after the reservation is linked', async () => {
    const server = createFakeFetch({
      ...guestArea,
      'POST /api/auth/create': ok(authSessionFor('GUEST')),
      'GET /api/account/exists/emma%40demo.stay': ok({ message: 'FOUND' }),
    });
    const linkedBeforeHook: boolean[] = [];
    const hook = vi.fn(() => {
      linkedBeforeHook.push(server.requests.some((request) => request.path.startsWith('/api/account/linkReservation')));
    });
    const services = createAppServices({ fetch: server.fetch, storage: window.localStorage, signedInHooks: [hook] });
    const app = renderApp('/activate-reservation', { services });
    await fillReservation();
    type('Your email address', 'emma@demo.stay');
    expect(screen.queryByText('Activate reservation', { selector: 'ion-button' })).not.toBeInTheDocument(); // one button: Continue
    submit();
    await screen.findByLabelText('Password');
    type('Password', 'Demo1234');
    submit();
    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(expect.objectContaining({ role: 'GUEST', guest: expect.objectContaining({ activeReservationId: 'r777' }) }));
    expect(linkedBeforeHook).toEqual([true]);
  });
});
