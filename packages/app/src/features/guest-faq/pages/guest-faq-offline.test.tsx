import { guestWeblinkApi } from '@stay/contract';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { routeOf } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';
import { GUEST_WEBLINKS } from '@/test/weblink-fixtures';

describe('a guest tab opened while the browser is offline', () => {
  it('shows the offline state with a retry instead of skeletons, and the tab once the connection is back', async () => {
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    let isOffline = true;
    renderGuestApp('/guest/faq', {
      'GET /api/guest/reservation/current': ok(reservationWith()),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      [routeOf(guestWeblinkApi.list)]: () => (isOffline ? 'network-error' : { status: 200, body: GUEST_WEBLINKS }),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You are offline')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the FAQ and tips')).toBeNull();

    isOffline = false;
    onlineManager.setOnline(true);
    fireEvent.click(within(alert).getByText('Try again'));
    expect(await screen.findByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
