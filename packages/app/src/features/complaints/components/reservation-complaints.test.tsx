import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_BASE, GROUPS, complaintWith, pageOf } from '@/test/complaint-fixtures';
import type { FakeHandler } from '@/test/fake-fetch';
import { stubWebSocketPerTest } from '@/test/fake-websocket';
import { ok, renderStaffPart } from '@/test/guest-app';
import { ReservationComplaints } from './reservation-complaints';

function renderWithApp(children: ReactNode, routes: Record<string, FakeHandler>) {
  return renderStaffPart(children, { [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS), ...routes }, { role: 'CUBER', path: '/support/settings/bookings/1001' });
}

stubWebSocketPerTest();

describe("a stay's complaints", () => {
  it('lists the complaints of the reservation, each linking to its detail', async () => {
    const server = renderWithApp(<ReservationComplaints reservationNmbr="1001" area="support" />, {
      [`GET ${COMPLAINT_BASE}`]: ok(pageOf([complaintWith(), complaintWith({ nmbr: 9, subject: 'Broken lamp', complaintstatetext: 'Resolved' })])),
    });
    const list = await screen.findByRole('list', { name: 'Complaints' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/support/complaints/12', '/support/complaints/9']);
    expect(within(list).getByText('Broken lamp')).toBeInTheDocument();
    expect(within(list).queryByText(/Booking 1001/)).toBeNull();
    expect(server.requests.find((request) => request.path === COMPLAINT_BASE)?.query.get('reservation')).toBe('1001');
  });

  it('says when the stay has no complaints', async () => {
    renderWithApp(<ReservationComplaints reservationNmbr="1001" area="guide" />, { [`GET ${COMPLAINT_BASE}`]: ok(pageOf([])) });
    expect(await screen.findByText('No complaints about this stay.')).toBeInTheDocument();
  });
});
