import type { KnownRole } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeHandler, RecordedRequest } from '@/test/fake-fetch';
import { stubWebSocketPerTest } from '@/test/fake-websocket';
import { ok, renderStaffApp } from '@/test/guest-app';
import { preloadStaffScreens } from '@/test/preload-staff-screens';
import { pageOf, statusWith, summaryWith } from '@/test/staff-reservation-fixtures';

function renderReservations(path = '/guide/reservations', routes: Record<string, FakeHandler> = {}, role: KnownRole = 'GUIDE') {
  return renderStaffApp(
    path,
    { 'GET /api/employee/reservation/status': ok(statusWith()), 'GET /api/employee/reservation/check-in': ok(pageOf([summaryWith()])), ...routes },
    { role },
  );
}

const listRequests = (server: { requests: RecordedRequest[] }, path: string) => server.requests.filter((request) => request.path.startsWith(path));

beforeAll(preloadStaffScreens);

stubWebSocketPerTest();

describe('reservations screen', () => {
  it("shows today's arrivals with the tabs' counts, each row with what staff need at a glance", async () => {
    renderReservations('/guide/reservations', {
      'GET /api/employee/reservation/check-in': ok(
        pageOf([summaryWith(), summaryWith({ _id: 'r2', nmbr: '1002', suite: null, guide: null, lateCheckout: false, isProvisional: true, deviceAlert: true, guestCount: 1, guestLanguage: null })]),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Arriving today' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const row = within(first);
    expect(row.getByText('Suite Zeezicht 12')).toBeInTheDocument();
    expect(row.getByText('No. 1001')).toBeInTheDocument();
    expect(row.getByText('Anna de Vries')).toBeInTheDocument();
    // The guest's language, so staff know which language to answer in; none before the guest has an account.
    expect(row.getByText('Speaks German')).toBeInTheDocument();
    expect(row.getByText('DE')).toBeInTheDocument();
    expect(row.getByText('2 guests')).toBeInTheDocument();
    // 14:00 UTC is 15:00 in Amsterdam: the park's clock, not the browser's.
    expect(row.getByText('Fri 20 Mar, 15:00')).toBeInTheDocument();
    // A late checkout leaves at its time (14:00 in Amsterdam), as the guest's own screens say; without one at the end.
    expect(row.getByText('Wed 25 Mar, 14:00')).toBeInTheDocument();
    expect(row.getByText('Guide Sanne Bakker')).toBeInTheDocument();
    expect(row.getByText('Late checkout')).toBeInTheDocument();
    expect(row.queryByText('Lock needs attention')).toBeNull();
    const other = within(second);
    expect(other.getByText('No suite assigned')).toBeInTheDocument();
    expect(other.getByText('Wed 25 Mar, 11:00')).toBeInTheDocument();
    expect(other.getByText('1 guest')).toBeInTheDocument();
    expect(other.queryByText(/^Speaks /)).toBeNull();
    expect(other.getByText('No guide chosen')).toBeInTheDocument();
    expect(other.getByText('Provisional')).toBeInTheDocument();
    expect(other.getByText('Lock needs attention')).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: 'Reservation lists' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Arrivals3, 3 reservations',
      'Departures2, 2 reservations',
      'In house7, 7 reservations',
      'Upcoming41, 41 reservations',
      'Past',
    ]);
    expect(within(tabs).getByRole('tab', { name: /Arrivals/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches lists with the tabs and keeps the tab in the address', async () => {
    const app = renderReservations('/guide/reservations', {
      'GET /api/employee/reservation/check-out': ok(pageOf([summaryWith({ _id: 'r9', nmbr: '1009', suite: { _id: 's3', name: 'Boslodge 3' } })])),
      'GET /api/employee/reservation/passed': ok(pageOf([])),
    });
    await screen.findByRole('list', { name: 'Arriving today' });
    fireEvent.click(screen.getByRole('tab', { name: /Departures/ }));
    const list = await screen.findByRole('list', { name: 'Leaving today' });
    expect(within(list).getByText('Boslodge 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Departures/ })).toHaveAttribute('aria-selected', 'true');
    expect(app.currentPath()).toBe('/guide/reservations');
    expect(within(list).getByRole('link', { name: /Boslodge 3/ })).toHaveAttribute('href', '/guide/settings/bookings/1009?tab=departures');

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past stays')).toBeInTheDocument();
  });

  it('opens on the tab the address names', async () => {
    const { server } = renderReservations('/support/reservations?tab=in-house', {
      'GET /api/employee/reservation/on-premise': ok(pageOf([])),
    }, 'CUBER');
    expect(await screen.findByText('Nobody in house right now')).toBeInTheDocument();
    expect(listRequests(server, '/api/employee/reservation/check-in')).toHaveLength(0);
  });

  it('searches after a pause in typing, once, and offers to clear a search without results', async () => {
    const { server } = renderReservations('/guide/reservations', {
      'GET /api/employee/reservation/check-in': (request) =>
        request.query.get('search') === 'zzz' ? { status: 200, body: pageOf([]) } : { status: 200, body: pageOf([summaryWith()]) },
    });
    await screen.findByRole('list', { name: 'Arriving today' });
    const field = screen.getByRole('searchbox', { name: 'Search reservations' });
    fireEvent.change(field, { target: { value: 'z' } });
    fireEvent.change(field, { target: { value: 'zz' } });
    fireEvent.change(field, { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing found for “zzz”')).toBeInTheDocument();
    const searches = listRequests(server, '/api/employee/reservation/check-in').map((request) => request.query.get('search'));
    expect(searches).toEqual([null, 'zzz']);

    fireEvent.click(screen.getByText('Clear the search', { selector: 'ion-button' }));
    expect(await screen.findByRole('list', { name: 'Arriving today' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('follows the address when it changes the search', async () => {
    const app = renderReservations('/guide/reservations?q=Anna', {
      'GET /api/employee/reservation/check-out': ok(pageOf([])),
    });
    await screen.findByRole('list', { name: 'Arriving today' });
    const field = screen.getByRole('searchbox', { name: 'Search reservations' });
    expect(field).toHaveValue('Anna');
    act(() => app.services.navigation.navigate('/guide/reservations?tab=departures'));
    expect(await screen.findByText('No departures today')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(listRequests(app.server, '/api/employee/reservation/check-out').map((request) => request.query.get('search'))).toEqual([null]);
  });

  it('loads the next page with the cursor when scrolled to the end', async () => {
    const { server } = renderReservations('/guide/reservations', {
      'GET /api/employee/reservation/check-in': (request) =>
        request.query.get('cursor') === 'next-1'
          ? { status: 200, body: pageOf([summaryWith({ _id: 'r2', nmbr: '1002', suite: { _id: 's4', name: 'Duinhuis 4' } })]) }
          : { status: 200, body: pageOf([summaryWith()], 'next-1') },
    });
    const list = await screen.findByRole('list', { name: 'Arriving today' });
    const scroll = document.querySelector('ion-infinite-scroll') as HTMLElement;
    fireEvent(scroll, new CustomEvent('ionInfinite'));
    expect(await within(list).findByText('Duinhuis 4')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const cursors = listRequests(server, '/api/employee/reservation/check-in').map((request) => request.query.get('cursor'));
    expect(cursors).toEqual([null, 'next-1']);
  });

  it('says when the list could not be loaded and tries again on request', async () => {
    let calls = 0;
    renderReservations('/guide/reservations', {
      'GET /api/employee/reservation/check-in': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, body: pageOf([summaryWith()]) };
      },
    });
    expect(await screen.findByText('The reservations could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again', { selector: 'ion-button' }));
    expect(await screen.findByRole('list', { name: 'Arriving today' })).toBeInTheDocument();
  });

  it('opens the booking when a row is tapped', async () => {
    const app = renderReservations('/guide/reservations', {
      'GET /api/employee/reservation/1001': () => ({ status: 404, body: { code: 'RESERVATION_NOT_FOUND', message: 'Not found' } }),
    });
    const list = await screen.findByRole('list', { name: 'Arriving today' });
    fireEvent.click(within(list).getByRole('link', { name: /Suite Zeezicht 12/ }));
    await waitFor(() => expect(app.currentPath()).toBe('/guide/settings/bookings/1001'));
  });

  it('speaks Dutch', async () => {
    renderStaffApp(
      '/guide/reservations',
      { 'GET /api/employee/reservation/status': ok(statusWith()), 'GET /api/employee/reservation/check-in': ok(pageOf([])) },
      { language: 'nl' },
    );
    expect(await screen.findByText('Vandaag geen aankomsten')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Vertrek/ })).toBeInTheDocument();
  });
});
