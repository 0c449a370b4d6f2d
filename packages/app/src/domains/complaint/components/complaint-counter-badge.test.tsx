import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { COMPLAINT_BASE, GROUPS } from '@/test/complaint-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderInApp } from '@/test/render-in-app';
import { ComplaintCounterBadge } from './complaint-counter-badge';

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
