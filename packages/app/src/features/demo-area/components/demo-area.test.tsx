import { LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith, suiteWith } from '@/test/stay-fixtures';

function openHome(demoMode: boolean, extra: Record<string, FakeHandler> = {}) {
  return renderGuestApp('/guest/home', {
    'GET /api/guest/reservation/current': ok(reservationWith({ demoMode })),
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    'GET /api/guest/accommodation/current': ok(suiteWith()),
    ...extra,
  });
}

const demoTitle = () => screen.findByText('Explore your stay', { selector: 'h2' });

describe('demo area', () => {
  it('shows the built-in demo content to a guest in demo mode', async () => {
    openHome(true);
    await demoTitle();
    expect(screen.getByText('Dune walk to the lighthouse')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByText('E-bikes')).toBeInTheDocument();
    expect(screen.getByText('€49.95')).toBeInTheDocument();
    expect(screen.getAllByText('€7.95')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(await screen.findByText('Breakfast in your suite')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Controls' }));
    const goodNight = (await screen.findByText('Good night', { selector: '.demo-preset span' })).closest('button')!;
    expect(goodNight).toHaveAccessibleName('Good night (Demo)');
    fireEvent.click(goodNight);
    expect(goodNight).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Locked', { selector: '.demo-control__state' })).toBeInTheDocument();
  });

  it('is not shown outside demo mode', async () => {
    openHome(false);
    await screen.findByText('Suite Zeezicht 12', { selector: 'h2' });
    expect(screen.queryByText('Explore your stay')).not.toBeInTheDocument();
  });

  it(`hides with the local flag ${LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO}, and can come back`, async () => {
    openHome(true);
    await demoTitle();
    fireEvent.click(screen.getByText("Don't show the demo again", { selector: 'ion-button' }));

    expect(await screen.findByText('The demo is hidden on this device.')).toBeInTheDocument();
    expect(localStorage.getItem('dont-show-controls-demo')).toBe('true');
    expect(screen.queryByText('Explore your stay')).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Show', { selector: 'ion-button' }));
    expect(await demoTitle()).toBeInTheDocument();
    expect(localStorage.getItem('dont-show-controls-demo')).toBeNull();
  });

  it('stays hidden when the flag was set before', async () => {
    localStorage.setItem('dont-show-controls-demo', 'true');
    openHome(true);
    expect(await screen.findByText('The demo is hidden on this device.')).toBeInTheDocument();
    expect(screen.queryByText('Explore your stay')).not.toBeInTheDocument();
  });

  it('opens the demo door', async () => {
    const app = openHome(true, { 'POST /api/guest/demo/door/open': ok({ message: 'OPENED', openedAt: new Date().toISOString() }) });
    await demoTitle();
    fireEvent.click(screen.getByText('Open the demo door', { selector: 'ion-button' }));
    await waitFor(() => expect(app.server.requests.find((request) => request.path === '/api/guest/demo/door/open')?.body).toEqual({ door: 'Demo door' }));
  });
});
