import { authApi, guestProfileApi } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { fail, ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';
import { buttonTexts, clickButton, findAlert, press, submitFormOf, type } from '../account-test-support';

const guest = authSessionFor('GUEST').guest!;

function openProfile(routes: Record<string, FakeHandler> = {}) {
  return renderGuestApp('/guest/profile', {
    'GET /api/guest/reservation/current': ok(reservationWith()),
    [routeOf(guestProfileApi.get)]: ok(guest),
    [routeOf(authApi.checkVerification)]: ok({ message: 'NOT_VERIFIED' }),
    ...routes,
  });
}

const callsTo = (app: ReturnType<typeof openProfile>, name: string) => app.server.requests.filter((request) => request.endpoint === name);

describe('/guest/profile', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so in place when the profile cannot be loaded, with no second message over it, and loads it on retry', async () => {
    let calls = 0;
    const app = openProfile({ [routeOf(guestProfileApi.get)]: () => (++calls === 1 ? { status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'x' } } : { status: 200, body: guest }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded');
    expect(app.shown).toEqual([]);
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByLabelText('First name')).toHaveValue('Anna');
  });

  it('saves names and phone, and puts the new name in the session', async () => {
    const app = openProfile({ [routeOf(guestProfileApi.update)]: ({ body }) => ({ status: 200, body: { ...guest, ...(body as object) } }) });
    expect(await screen.findByLabelText('First name')).toHaveValue('Anna');
    type('First name', ' Anneke ');
    type('Mobile phone', '+31 6 12345678');
    submitFormOf('First name');
    await waitFor(() => expect(callsTo(app, 'guestProfileApi.update')).toHaveLength(1));
    expect(callsTo(app, 'guestProfileApi.update')[0]?.body).toEqual({ firstname: 'Anneke', surname: 'de Vries', cellphone: '+31 6 12345678' });
    await waitFor(() => expect(app.services.session.current()?.auth.guest?.firstname).toBe('Anneke'));
    expect(app.services.session.current()?.settings).not.toBeNull();
  });

  it('refuses an empty name and a phone that is no phone number before asking the server', async () => {
    const app = openProfile();
    await screen.findByLabelText('First name');
    type('First name', ' ');
    type('Mobile phone', 'call me');
    submitFormOf('First name');
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number, like +31 6 12345678.')).toBeInTheDocument();
    expect(callsTo(app, 'guestProfileApi.update')).toHaveLength(0);
  });

  it('shows the email as not verified and sends a verification mail', async () => {
    const app = openProfile({ [routeOf(authApi.sendVerification)]: ok({ message: 'SENT' }) });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await clickButton('Send verification');
    expect(await screen.findByText('We mailed you a link. Open it to verify your address.')).toBeInTheDocument();
    // The address is on the page once: in the email card, not again in the header or the note.
    expect(screen.getAllByText('guest@demo.stay', { exact: false })).toHaveLength(1);
    expect(callsTo(app, 'authApi.sendVerification')[0]?.body).toEqual({ language: 'en' });
  });

  it('shows a verified email, and the session follows', async () => {
    const app = openProfile({ [routeOf(authApi.checkVerification)]: ok({ message: 'VERIFIED' }) });
    app.services.session.saveSignIn({ ...authSessionFor('GUEST'), user: { ...authSessionFor('GUEST').user, emailVerified: false } });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Send verification')).toBeNull();
    await waitFor(() => expect(app.services.session.current()?.auth.user.emailVerified).toBe(true));
  });

  it('switches the newsletter on', async () => {
    const app = openProfile({ [routeOf(authApi.newsletterSubscribe)]: ok({ subscribedToNewsletter: true }) });
    fireEvent.click(await screen.findByRole('switch', { name: /Receive the newsletter/ }));
    await waitFor(() => expect(callsTo(app, 'authApi.newsletterSubscribe')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Receive the newsletter/ })).toBeChecked());
  });

  it('changes the password with the current one; a wrong current password is marked', async () => {
    let isWrong = true;
    const app = openProfile({
      [routeOf(guestProfileApi.changePassword)]: () => (isWrong ? { status: 400, body: { code: 'INCORRECT_PASSWORD', message: 'wrong' } } : { status: 200, body: { message: 'PASSWORD_CHANGED' } }),
    });
    await screen.findByLabelText('Current password');
    type('Current password', 'Oops1234');
    type('New password', 'Travel12');
    type('Repeat the new password', 'Travel12');
    submitFormOf('Current password');
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();
    expect(app.shown).toEqual([expect.objectContaining({ code: 'INCORRECT_PASSWORD' })]);

    isWrong = false;
    type('Current password', 'Demo1234');
    submitFormOf('Current password');
    await waitFor(() => expect(callsTo(app, 'guestProfileApi.changePassword')).toHaveLength(2));
    expect(callsTo(app, 'guestProfileApi.changePassword')[1]?.body).toEqual({ currentPassword: 'Demo1234', password: 'Travel12', passwordRepeat: 'Travel12' });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('takes only an image as picture, shows a preview, and uploads it', async () => {
    const app = openProfile({ [routeOf(guestProfileApi.avatar)]: ok({ ...guest, personimage: '/api/profile-image/abc.webp' }) });
    // The picture goes as multipart, outside the JSON client, through the window's fetch (as chat photos do).
    vi.stubGlobal('fetch', app.server.fetch);
    const input = (await screen.findByLabelText('Profile picture')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByAltText('Preview of your new picture')).toHaveAttribute('src', 'blob:preview');
    await clickButton('Use this picture');
    await waitFor(() => expect(callsTo(app, 'guestProfileApi.avatar')).toHaveLength(1));
    const [, init] = vi.mocked(app.server.fetch).mock.calls.find(([url]) => String(url).endsWith('/profile/avatar')) ?? [];
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByAltText('Profile picture of Anna de Vries')).toHaveAttribute('src', '/api/profile-image/abc.webp');
  });

  it('removes the account after confirming: the device forgets everything and shows /login', async () => {
    const app = openProfile({ [routeOf(authApi.removeAccount)]: ok({ message: 'REMOVED' }) });
    await clickButton('Remove account');
    const confirm = await findAlert('Remove your account?');
    expect(buttonTexts(confirm)).toEqual(['Cancel', 'Remove']);
    await press(confirm, 'Remove');
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(app.services.session.current()).toBeNull();
    expect(callsTo(app, 'authApi.removeAccount')).toHaveLength(1);
  });

  it('a failed removal shows the alert with the contact phone, Cancel and Call', async () => {
    const app = openProfile({ [routeOf(authApi.removeAccount)]: fail(409, 'REMOVE_ACCOUNT_FAILED') });
    await clickButton('Remove account');
    await press(await findAlert('Remove your account?'), 'Remove');
    const failed = await findAlert('Unable to remove your account');
    expect(failed.message).toBe(`Please contact the provider at ${app.services.session.emergencyPhone().label}`);
    expect(buttonTexts(failed)).toEqual(['Cancel', 'Call']);
    expect(app.services.session.current()).not.toBeNull();
    expect(app.shown).toEqual([]);
  });
});
