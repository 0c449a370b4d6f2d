import { authApi } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderVisitorApp } from '@/test/guest-app';
import { renderApp } from '@/test/render-app';
import { submitFormOf, type } from '../account-test-support';

const routes = (overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  [routeOf(authApi.requestResetPassword)]: ok({ message: 'SENT' }),
  [routeOf(authApi.getResetHash)]: ok({ resetHash: 'hash-1' }),
  [routeOf(authApi.resetPassword)]: ok({ message: 'PASSWORD_RESET' }),
  ...overrides,
});

async function toCodeStep() {
  await screen.findByLabelText('Email address');
  type('Email address', 'Anna@Demo.stay ');
  submitFormOf('Email address');
  await screen.findByLabelText('Code from the mail');
}

async function toPasswordStep() {
  await toCodeStep();
  type('Code from the mail', '123 456');
  submitFormOf('Code from the mail');
  await screen.findByLabelText('New password');
}

const calls = (app: ReturnType<typeof renderVisitorApp>) => app.server.requests.map((request) => `${request.method} ${request.path}`);

describe('/reset-password', () => {
  it('is linked from the login page', async () => {
    const app = renderVisitorApp('/login', {});
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(app.currentPath()).toBe('/reset-password'));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('walks from the email through the mailed code to a new password, then signs in afresh', async () => {
    const app = renderVisitorApp('/reset-password', routes());
    await toPasswordStep();
    // Other devices are signed out only once the password is set: the sign-in page says so, not this step.
    expect(screen.getByText('Choose a new password for anna@demo.stay.')).toBeInTheDocument();
    type('New password', 'Travel12');
    type('Repeat the new password', 'Travel12');
    submitFormOf('New password');

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(screen.getByText('Sign in with your new password. You have been signed out on your other devices.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@demo.stay');
    expect(calls(app)).toEqual([
      'POST /api/auth/requestResetPassword/anna%40demo.stay',
      'POST /api/auth/getResetHash/anna%40demo.stay/123456',
      'POST /api/auth/resetPassword',
    ]);
    expect(app.server.requests[0]?.body).toEqual({ language: 'en' });
    expect(app.server.requests[2]?.body).toEqual({ email: 'anna@demo.stay', resetHash: 'hash-1', password: 'Travel12', passwordRepeat: 'Travel12' });
  });

  it('puts the primary button of the code step first, the other ways out below it', async () => {
    renderVisitorApp('/reset-password', routes());
    await toCodeStep();
    const form = screen.getByLabelText('Code from the mail').closest('form')!;
    const buttons = [...form.querySelectorAll('ion-button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Check code', 'Send a new code', 'Use another email address']);
  });

  it('checks the email and the new password before asking the server', async () => {
    const app = renderVisitorApp('/reset-password', routes());
    await screen.findByLabelText('Email address');
    type('Email address', 'anna@demo');
    submitFormOf('Email address');
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(app.server.requests).toHaveLength(0);

    type('Email address', 'anna@demo.stay');
    submitFormOf('Email address');
    await screen.findByLabelText('Code from the mail');
    type('Code from the mail', '123456');
    submitFormOf('Code from the mail');
    await screen.findByLabelText('New password');
    type('New password', 'travel');
    type('Repeat the new password', 'Travel12');
    submitFormOf('New password');
    expect(await screen.findByText('Use at least 6 characters with a digit, an uppercase and a lowercase letter.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls(app)).not.toContain('POST /api/auth/resetPassword');
  });

  it('INVALID_RESET_CODE: the alert says to check the code, and the code stays marked on step 2', async () => {
    const app = renderVisitorApp('/reset-password', routes({ [routeOf(authApi.getResetHash)]: fail(400, 'INVALID_RESET_CODE') }));
    await toCodeStep();
    type('Code from the mail', '000000');
    submitFormOf('Code from the mail');
    await waitFor(() => expect(app.shown).toEqual([expect.objectContaining({ code: 'INVALID_RESET_CODE', kind: 'alert' })]));
    expect(await screen.findByText('This code is not right. Check the code in the mail.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('EXPIRED_RESET_CODE: the alert says to request a new one, and the form goes back to the email, kept', async () => {
    const app = renderVisitorApp('/reset-password', routes({ [routeOf(authApi.getResetHash)]: fail(400, 'EXPIRED_RESET_CODE') }));
    await toCodeStep();
    type('Code from the mail', '123456');
    submitFormOf('Code from the mail');
    await waitFor(() => expect(app.shown).toEqual([expect.objectContaining({ code: 'EXPIRED_RESET_CODE', kind: 'alert' })]));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('Anna@Demo.stay');
  });

  it.each(['EXPIRED_RESET_HASH', 'INVALID_RESET_HASH'])('%s: the alert says to restart, and the form starts over', async (code) => {
    const app = renderVisitorApp('/reset-password', routes({ [routeOf(authApi.resetPassword)]: fail(400, code) }));
    await toPasswordStep();
    type('New password', 'Travel12');
    type('Repeat the new password', 'Travel12');
    submitFormOf('New password');
    await waitFor(() => expect(app.shown).toEqual([expect.objectContaining({ code, kind: 'alert' })]));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/reset-password');
  });

  it('sends a new code on request', async () => {
    const app = renderVisitorApp('/reset-password', routes());
    await toCodeStep();
    fireEvent.click(screen.getByText('Send a new code', { selector: 'ion-button' }));
    await waitFor(() => expect(calls(app).filter((call) => call.startsWith('POST /api/auth/requestResetPassword'))).toHaveLength(2));
    expect(screen.getByLabelText('Code from the mail')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    renderApp('/reset-password', { routes: routes(), language: 'nl' });
    expect(await screen.findByText('Wachtwoord vergeten?')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
    expect(screen.getByText('Code versturen')).toBeInTheDocument();
  });
});
