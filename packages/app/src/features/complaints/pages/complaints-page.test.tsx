import type { KnownRole } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_BASE, COUNTER, GROUPS, STATE_COUNTS, complaintWith, detailWith, pageOf } from '@/test/complaint-fixtures';
import type { FakeHandler, RecordedRequest } from '@/test/fake-fetch';
import { FakeWebSocket, stubWebSocketPerTest } from '@/test/fake-websocket';
import { ok, renderStaffApp } from '@/test/guest-app';
import type { Language } from '@/lib/i18n/languages';
import { preloadComplaintScreens } from '@/test/preload-complaint-screens';
import { screenWidth } from '@/test/screen-width';

function renderComplaints(path = '/support/complaints', routes: Record<string, FakeHandler> = {}, role: KnownRole = 'CUBER', language: Language = 'en') {
  return renderStaffApp(path, {
    [`GET ${COMPLAINT_BASE}`]: ok(pageOf([complaintWith(), complaintWith({ nmbr: 11, subject: 'Noise at night', complaintstatetext: 'In progress', assigned: 'J', complaintpriority: 'LOW', workgroup: null, notecount: 0, appointmentcount: 2 })])),
    [`GET ${COMPLAINT_BASE}/counter`]: ok(COUNTER),
    [`GET ${COMPLAINT_BASE}/grouped/states`]: ok(STATE_COUNTS),
    [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS),
    ...routes,
  }, { role, language });
}

const listQueries = (server: { requests: RecordedRequest[] }) =>
  server.requests.filter((request) => request.endpoint === 'staffComplaintApi.list').map((request) => request.query);

/** The query of the last list request. */
function lastListQuery(app: { server: { requests: RecordedRequest[] } }): URLSearchParams {
  return listQueries(app.server).at(-1) ?? new URLSearchParams();
}

// The screens are lazy chunks: load them once up front, so the first test waits for its data, not for its code.
beforeAll(async () => {
  await preloadComplaintScreens();
});

stubWebSocketPerTest();

describe('complaints list', () => {
  it('shows each complaint with its subject, stay, state, priority, review and workgroup', async () => {
    renderComplaints();
    const list = await screen.findByRole('list', { name: 'Complaints' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const row = within(first);
    expect(row.getByText('Shower stays cold')).toBeInTheDocument();
    expect(row.getByText('Suite Zeezicht 12 · Anna de Vries')).toBeInTheDocument();
    expect(row.getByText('New')).toBeInTheDocument();
    expect(row.getByLabelText('Priority: High')).toBeInTheDocument();
    expect(row.getByText('Review pending')).toBeInTheDocument();
    expect(row.getByText('Housekeeping')).toBeInTheDocument();
    expect(row.getByRole('link')).toHaveAttribute('href', '/support/complaints/12');
    const other = within(second);
    expect(other.getByText('In progress')).toBeInTheDocument();
    expect(other.getByText('Review: approved')).toBeInTheDocument();
    expect(other.getByLabelText('Priority: Low')).toBeInTheDocument();
    expect(other.getByText('2 appointments')).toBeInTheDocument();
  });

  it('shows the counters and the count of each state', async () => {
    renderComplaints();
    const counters = await screen.findByRole('group', { name: 'Complaint counts' });
    await waitFor(() => expect(within(counters).getByRole('button', { name: /To review/ })).toHaveTextContent('2To review'));
    expect(within(counters).getByRole('button', { name: /Open/ })).toHaveTextContent('5Open');
    expect(within(counters).getByRole('button', { name: /Mine/ })).toHaveTextContent('1Mine');
    const states = screen.getByRole('group', { name: 'State' });
    await waitFor(() => expect(within(states).getByRole('button', { name: /^New/ })).toHaveTextContent('New3, 3 complaints'));
    expect(within(states).getByRole('button', { name: /Resolved/ })).toHaveTextContent('Resolved7, 7 complaints');
    expect(within(states).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('counts one complaint in the singular, in English and Dutch', async () => {
    for (const [language, one, three] of [
      ['en', '1 complaint', '7 complaints'],
      ['nl', '1 klacht', '7 klachten'],
    ] as const) {
      const app = renderComplaints('/support/complaints', { [`GET ${COMPLAINT_BASE}/grouped/states`]: ok(STATE_COUNTS.map((entry) => (entry.complaintstatetext === 'New' ? { ...entry, count: 1 } : entry))) }, 'CUBER', language);
      const states = await screen.findByRole('group', { name: language === 'en' ? 'State' : 'Status' });
      await waitFor(() => expect(within(states).getByRole('button', { name: new RegExp(`, ${one}$`) })).toBeInTheDocument());
      expect(within(states).getByRole('button', { name: new RegExp(`, ${three}$`) })).toBeInTheDocument();
      app.unmount();
    }
  });

  it('filters by state and by "awaiting review", keeping the filters in the address and in the links', async () => {
    const app = renderComplaints();
    await screen.findByRole('list', { name: 'Complaints' });
    fireEvent.click(within(screen.getByRole('group', { name: 'State' })).getByRole('button', { name: /^New/ }));
    await waitFor(() => expect(lastListQuery(app).get('complaintstatetext')).toBe('New'));
    expect(within(screen.getByRole('group', { name: 'State' })).getByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(screen.getByRole('group', { name: 'Complaint counts' })).getByRole('button', { name: /To review/ }));
    await waitFor(() => expect(lastListQuery(app).get('review')).toBe('awaiting'));
    const addresses = listQueries(app.server).map((query) => [query.get('complaintstatetext'), query.get('review')]);
    expect(addresses.at(-1)).toEqual(['New', 'awaiting']);
    await waitFor(() => expect(lastListQuery(app).get('review')).toBe('awaiting'));
    expect(lastListQuery(app).get('complaintstatetext')).toBe('New');
    expect(app.currentPath()).toBe('/support/complaints');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Shower stays cold/ })[0]).toHaveAttribute('href', '/support/complaints/12?state=New&review=awaiting'),
    );
  });

  it('filters by priority and by workgroup (shown with its icon) behind "Filters"', async () => {
    const app = renderComplaints();
    await screen.findByRole('list', { name: 'Complaints' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Priority' })).getByRole('button', { name: 'Urgent' }));
    await waitFor(() => expect(lastListQuery(app).get('complaintpriority')).toBe('URGENT'));
    const groups = await screen.findByRole('group', { name: 'Workgroup' });
    const housekeeping = within(groups).getByRole('button', { name: 'Housekeeping' });
    expect(housekeeping.querySelector('ion-icon')).not.toBeNull();
    fireEvent.click(housekeeping);
    await waitFor(() => expect(lastListQuery(app).get('workgroup')).toBe('Housekeeping'));
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered list (still fresh in the cache, so not fetched again).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Priority' })).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'Workgroup' })).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches after a pause in typing', async () => {
    const app = renderComplaints();
    await screen.findByRole('list', { name: 'Complaints' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search complaints' }), { target: { value: 'boiler' } });
    await waitFor(() => expect(lastListQuery(app).get('search')).toBe('boiler'));
  });

  it('says when nothing matches, and clears the filters on request', async () => {
    const app = renderComplaints('/support/complaints?priority=URGENT', {
      [`GET ${COMPLAINT_BASE}`]: (request) => ({ status: 200, body: pageOf(request.query.get('complaintpriority') === 'URGENT' ? [] : [complaintWith()]) }),
    });
    expect(await screen.findByText('No complaints match')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Clear filters', { selector: 'ion-button' }));
    expect(await screen.findByText('Shower stays cold')).toBeInTheDocument();
    expect(lastListQuery(app).has('complaintpriority')).toBe(false);
  });

  it('says when there are no complaints at all', async () => {
    renderComplaints('/support/complaints', { [`GET ${COMPLAINT_BASE}`]: ok(pageOf([])) });
    expect(await screen.findByText('No complaints')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    renderComplaints('/support/complaints', {
      [`GET ${COMPLAINT_BASE}`]: () => (++calls === 1 ? { status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'x' } } : { status: 200, body: pageOf([complaintWith()]) }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The complaints could not be loaded')).toBeInTheDocument();
    fireEvent.click(within(alert).getByText('Try again'));
    expect(await screen.findByText('Shower stays cold')).toBeInTheDocument();
  });

  it('links to filing a complaint', async () => {
    renderComplaints();
    await screen.findByRole('list', { name: 'Complaints' });
    expect(document.querySelector('ion-toolbar ion-button[router-link="/file-complaint"]')).not.toBeNull();
  });

  it('refetches the list and the counters when a colleague changes a complaint', async () => {
    const app = renderComplaints();
    await screen.findByRole('list', { name: 'Complaints' });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    await waitFor(() => expect(socket.readyState).toBe(FakeWebSocket.OPEN));
    const before = { list: listQueries(app.server).length, counter: app.server.requests.filter((r) => r.endpoint === 'staffComplaintApi.counter').length };
    act(() =>
      socket.emit({ type: 'complaint.updated', complaintnmbr: 12, reason: 'review', complaintstatetext: 'New', assigned: 'J', reservation: 'r1', chatnmbr: null }),
    );
    await waitFor(() => expect(listQueries(app.server).length).toBe(before.list + 1));
    await waitFor(() => expect(app.server.requests.filter((r) => r.endpoint === 'staffComplaintApi.counter').length).toBe(before.counter + 1));
  });

  it('on a wide screen shows the open complaint beside the list, marked in it, with "Select a complaint" before one is chosen', async () => {
    screenWidth(1280);
    renderComplaints('/support/complaints?state=New', { [`GET ${COMPLAINT_BASE}/12`]: ok(detailWith()) });
    expect(await screen.findByText('Select a complaint')).toBeInTheDocument();
    fireEvent.click((await screen.findAllByRole('link', { name: /Shower stays cold/ }))[0]!);
    expect(await screen.findByRole('heading', { name: 'Shower stays cold', level: 2 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Complaints' });
    expect(within(list).getAllByRole('link', { name: /Shower stays cold/ })[0]).toHaveAttribute('aria-current', 'page');
    // The list keeps its filter beside the complaint.
    expect(within(screen.getByRole('group', { name: 'State' })).getByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
