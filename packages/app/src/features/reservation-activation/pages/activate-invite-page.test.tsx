import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { fail, ok, renderGuestApp, renderVisitorApp } from '@/test/guest-app';
import { reservationWith, suiteWith } from '@/test/stay-fixtures';
import { inviteOf } from './activate-invite-page';

const joined = reservationWith({ _id: 'r1', isMainGuest: false });
const guestArea: Record<string, FakeHandler> = {
  'GET /api/guest/reservation/current': ok(joined),
  'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
  'GET /api/guest/accommodation/current': ok(suiteWith()),
  'GET /api/auth/user-settings': ok(settingsWith()),
  'GET /api/auth/check': ok({ role: 'GUEST', guest: authSessionFor('GUEST').guest, user: authSessionFor('GUEST').user }),
  'POST /api/account/resetReservation/r1/tok-123': ok(joined),
};
const LINK = '/activate-invite?reservation=r1&hash=tok-123';
const submit = () => fireEvent.submit(document.querySelector('form')!);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/activate-invite', () => {
  it('reads the reservation and the hash from the mailed link', () => {
    expect(inviteOf(new URLSearchParams('reservation=r1&hash=abc'))).toEqual({ reservation: 'r1', resetHash: 'abc' });
    expect(inviteOf(new URLSearchParams('reservation=r1'))).toBeNull();
  });

  it('says a link without its values is incomplete', async () => {
    renderVisitorApp('/activate-invite?reservation=r1', guestArea);
    expect(await screen.findByText('This invite link is incomplete')).toBeInTheDocument();
  });

  it('lets an invited visitor create an account and join', async () => {
    const app = renderVisitorApp(LINK, {
      ...guestArea,
      'GET /api/account/exists/jan%40demo.stay': ok({ message: 'NOT_FOUND' }),
      'POST /api/account/create': ok(authSessionFor('GUEST')),
    });
    await screen.findByLabelText('Your email address');
    type('Your email address', 'jan@demo.stay');
    submit();
    await screen.findByText('New here: create your account.');
    type('First name', 'Jan');
    type('Last name', 'Smit');
    type('Choose a password', 'Travel12');
    type('Repeat the password', 'Travel12');
    submit();

    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    expect(app.server.requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /api/account/resetReservation/r1/tok-123');
  });

  it('lets a signed-in guest accept, and shows an expired link as the invite alert, not the reset link one', async () => {
    const app = renderGuestApp(LINK, { ...guestArea, 'POST /api/account/resetReservation/r1/tok-123': fail(400, 'EXPIRED_INVITE') });
    await screen.findByText('guest@demo.stay', { selector: 'strong' });
    submit();
    await waitFor(() => expect(app.shown).toEqual([expect.objectContaining({ code: 'EXPIRED_INVITE', kind: 'alert', message: 'This invite has expired. Please ask the main guest to send a new invite.' })]));
    expect(app.currentPath()).toBe('/activate-invite');
  });
});
