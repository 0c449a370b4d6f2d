import { authApi } from '@stay/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf } from '@/test/fake-fetch';
import { fail, ok, renderGuestApp, renderVisitorApp } from '@/test/guest-app';

describe('/verify-email', () => {
  it('verifies the token of the mailed link once and says so; a visitor is offered to sign in', async () => {
    const app = renderVisitorApp('/verify-email?token=tok-1', { [routeOf(authApi.verifyEmail)]: ok({ message: 'VERIFIED' }) });
    expect(await screen.findByText('Your email address is verified')).toBeInTheDocument();
    expect(screen.getByText('Sign in', { selector: 'ion-button' })).toBeInTheDocument();
    expect(app.server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/auth/verifyEmail/tok-1']);
  });

  it('says a used or expired link is no longer valid, without an error dialog on top', async () => {
    const app = renderVisitorApp('/verify-email?token=old', { [routeOf(authApi.verifyEmail)]: fail(400, 'INVALID_VERIFICATION_TOKEN') });
    expect(await screen.findByText('This verification link is no longer valid')).toBeInTheDocument();
    expect(app.shown).toEqual([]);
  });

  it('says a link without its token is incomplete, and asks nothing', async () => {
    const app = renderVisitorApp('/verify-email', {});
    expect(await screen.findByText('This verification link is incomplete')).toBeInTheDocument();
    expect(app.server.requests).toHaveLength(0);
  });

  it('offers a signed-in guest the way on and to the profile', async () => {
    renderGuestApp('/verify-email?token=tok-1', { [routeOf(authApi.verifyEmail)]: ok({ message: 'VERIFIED' }) });
    await screen.findByText('Your email address is verified');
    await waitFor(() => expect(screen.getByText('Go to your profile', { selector: 'ion-button' })).toHaveAttribute('router-link', '/guest/profile'));
  });
});
