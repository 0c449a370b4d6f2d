import type { KnownRole } from '@stay/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { preloadStaffScreens } from '@/test/preload-staff-screens';
import { renderApp } from '@/test/render-app';
import { dashboardWith, leaderboardWith } from '@/test/staff-reservation-fixtures';

const ok = (body: unknown) => () => ({ status: 200, body });

function renderDashboard(routes: Record<string, FakeHandler> = {}, options: { role?: KnownRole; path?: string; language?: Language } = {}) {
  const server = createFakeFetch({
    'GET /api/employee/reservation/dashboard': ok(dashboardWith()),
    'GET /api/employee/reservation/leaderboard': ok(leaderboardWith()),
    'GET /api/employee/accommodation': ok([]),
    'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }),
    ...routes,
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor(options.role ?? 'CUBER'));
  services.session.saveSettings(settingsWith());
  return { ...renderApp(options.path ?? '/support/dashboard', { services, language: options.language }), server };
}

const suiteWith = (name: string, deviceAlert: boolean) => ({
  _id: name,
  name,
  current: { _id: 'r1', nmbr: '1001', mainGuest: { firstname: 'Anna', surname: 'de Vries' }, startDateTime: '2026-03-19T14:00:00.000Z', endDateTime: '2026-03-25T10:00:00.000Z' },
  nextArrival: null,
  domoticas: [],
  deviceAlert,
});

beforeAll(preloadStaffScreens);

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('staff dashboard', () => {
  it("shows today's numbers as ways into the matching reservation lists", async () => {
    renderDashboard();
    const tiles = await screen.findByRole('list', { name: 'Today' });
    expect(screen.getByText('Today, Friday 20 March')).toBeInTheDocument();
    const links = within(tiles).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Arrivals4', '/support/reservations'],
      ['Departures3', '/support/reservations?tab=departures'],
      ['In house9', '/support/reservations?tab=in-house'],
      ['Occupancy tonight75 %9 of 12 suites', '/support/reservations?tab=in-house'],
    ]);
  });

  it('draws the occupancy of the coming nights with its numbers in words for screen readers', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Occupancy, next 3 days' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Occupied suites per night' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Fri 20 Mar75 %9 of 12',
      'Sat 21 Mar100 %12 of 12',
      'Sun 22 Mar25 %3 of 12',
    ]);
    const chart = await screen.findByRole('img', { name: /^Occupancy for the next 3 days/ });
    expect(chart).toHaveAccessibleName(
      'Occupancy for the next 3 days, from Fri 20 Mar to Sun 22 Mar: on average 67 %, highest 100 % on Sat 21 Mar, lowest 25 % on Sun 22 Mar.',
    );
  });

  it('ranks the guides of the month', async () => {
    renderDashboard();
    const heading = await screen.findByRole('heading', { name: 'Guests matched and served' });
    const card = heading.closest('section') as HTMLElement;
    expect(await within(card).findByText('Sun 1 Mar – Tue 31 Mar')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['1SBSanne Bakker12 matched · 8 served', '2DVDaan Visser5 matched · 5 served']);
    expect(within(card).getByLabelText('Rank 1')).toBeInTheDocument();
  });

  it('lists the suites whose lock is jammed or offline, or says all is well', async () => {
    renderDashboard({ 'GET /api/employee/accommodation': ok([suiteWith('Boslodge 3', true), suiteWith('Duinhuis 4', false)]) });
    const heading = await screen.findByRole('heading', { name: 'Locks needing attention' });
    const card = heading.closest('section') as HTMLElement;
    const link = await within(card).findByRole('link', { name: /Boslodge 3/ });
    expect(link).toHaveTextContent('In house: Anna de Vries');
    expect(link).toHaveAttribute('href', '/support/settings/bookings/1001');
    expect(within(card).queryByText('Duinhuis 4')).toBeNull();
  });

  it('says all locks work when none needs attention', async () => {
    renderDashboard({ 'GET /api/employee/accommodation': ok([suiteWith('Duinhuis 4', false)]) });
    expect(await screen.findByText('Every lock is online and working.')).toBeInTheDocument();
  });

  it('says when the dashboard could not be loaded and tries again', async () => {
    let calls = 0;
    renderDashboard({
      'GET /api/employee/reservation/dashboard': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, body: dashboardWith() };
      },
    });
    expect(await screen.findByRole('heading', { name: 'The dashboard could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again', { selector: 'ion-button' }));
    expect(await screen.findByRole('list', { name: 'Today' })).toBeInTheDocument();
  });

  it('opens for management too, in Dutch', async () => {
    renderDashboard({}, { role: 'MANAGEMENT', path: '/management/dashboard', language: 'nl' });
    const tiles = await screen.findByRole('list', { name: 'Vandaag' });
    expect(within(tiles).getByRole('link', { name: /Aankomsten/ })).toHaveAttribute('href', '/management/reservations');
    expect(screen.getByText('Vandaag, vrijdag 20 maart')).toBeInTheDocument();
  });
});
