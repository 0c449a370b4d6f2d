import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_BASE, GROUPS } from '@/test/complaint-fixtures';
import type { FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket, stubWebSocketPerTest } from '@/test/fake-websocket';
import { ok, renderStaffPart } from '@/test/guest-app';
import { ComplaintCounterBadge } from './complaint-counter-badge';

function renderWithApp(children: ReactNode, routes: Record<string, FakeHandler>) {
  return renderStaffPart(children, { [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS), ...routes }, { role: 'CUBER', path: '/support/settings/bookings/1001' });
}

stubWebSocketPerTest();

describe('complaint counter badge', () => {
  it('shows the open complaints and follows changes live', async () => {
    let open = 3;
    renderWithApp(<ComplaintCounterBadge />, { [`GET ${COMPLAINT_BASE}/counter`]: () => ({ status: 200, body: { open, unapproved: 1, mine: 0 } }) });
    expect(await screen.findByRole('status', { name: '3 open complaints' })).toHaveTextContent('3');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    open = 1;
    act(() =>
      FakeWebSocket.latest().emit({ type: 'complaint.updated', complaintnmbr: 12, reason: 'state', complaintstatetext: 'Resolved', assigned: 'J', reservation: 'r1', chatnmbr: 4 }),
    );
    expect(await screen.findByRole('status', { name: '1 open complaint' })).toHaveTextContent('1');
  });

  it('shows nothing while no complaint is open', async () => {
    const server = renderWithApp(<ComplaintCounterBadge />, { [`GET ${COMPLAINT_BASE}/counter`]: ok({ open: 0, unapproved: 0, mine: 0 }) });
    await waitFor(() => expect(server.requests.some((request) => request.path === `${COMPLAINT_BASE}/counter`)).toBe(true));
    expect(screen.queryByTestId('complaint-counter-badge')).toBeNull();
  });
});
