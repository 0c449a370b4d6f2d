import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { COMPLAINT_BASE, GROUPS, complaintWith, pageOf } from '@/test/complaint-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderInApp } from '@/test/render-in-app';
import { ReservationComplaints } from './reservation-complaints';

const ok = (body: unknown): FakeHandler => () => ({ status: 200, body });

function renderWithApp(children: ReactNode, routes: Record<string, FakeHandler>) {
  const server = createFakeFetch({ [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS), ...routes });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('CUBER'));
  services.session.saveSettings(settingsWith());
  renderInApp(children, services, { path: '/support/settings/bookings/1001' });
  return server;
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe("a stay's complaints", () => {
  it('lists the complaints of the reservation, each linking to its detail, and offers to file one for it', async () => {
    const server = renderWithApp(<ReservationComplaints reservationNmbr="1001" area="support" />, {
      [`GET ${COMPLAINT_BASE}`]: ok(pageOf([complaintWith(), complaintWith({ nmbr: 9, subject: 'Broken lamp', complaintstatetext: 'Resolved' })])),
    });
    const list = await screen.findByRole('list', { name: 'Complaints' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/support/complaints/12', '/support/complaints/9']);
    expect(within(list).getByText('Broken lamp')).toBeInTheDocument();
    expect(within(list).queryByText(/Booking 1001/)).toBeNull();
    expect(server.requests.find((request) => request.path === COMPLAINT_BASE)?.query.get('reservation')).toBe('1001');
    expect(screen.getByText('File complaint').closest('ion-button')).toHaveAttribute('router-link', '/file-complaint?reservation=1001');
  });

  it('says when the stay has no complaints', async () => {
    renderWithApp(<ReservationComplaints reservationNmbr="1001" area="guide" />, { [`GET ${COMPLAINT_BASE}`]: ok(pageOf([])) });
    expect(await screen.findByText('No complaints about this stay.')).toBeInTheDocument();
  });
});
