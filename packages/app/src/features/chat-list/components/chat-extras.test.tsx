import type { Chat, ChatComplaint } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { chatWith } from '@/test/chat-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const complaint = (nmbr: number, subject: string, complaintstatetext: string, overrides: Partial<ChatComplaint> = {}): ChatComplaint => ({
  nmbr,
  subject,
  complaintstatetext,
  assigned: '',
  complaintpriority: 'NORMAL',
  creationdatetime: '2026-03-21T10:00:00.000Z',
  ...overrides,
});

/** A reservation chat whose reservation has complaints but no deliveries (and no suggestions or reminders). */
const withComplaints = (complaints: ChatComplaint[]): Chat => chatWith({ deliveries: [], suggestions: [], reminders: [], complaints });

const COMPLAINTS = [
  complaint(12, 'Wifi drops', 'Resolved', { assigned: 'J', complaintpriority: 'LOW' }),
  complaint(11, 'Shower is cold', 'In progress', { assigned: 'J', complaintpriority: 'HIGH' }),
  complaint(10, 'Noise at night', 'New', { complaintpriority: 'URGENT' }),
];

function renderInbox(routes: Record<string, FakeHandler>, options: { language?: 'en' | 'nl' } = {}) {
  const server = createFakeFetch({ 'GET /api/employee/chat/unread': () => ({ status: 200, body: { unread: 0, suggestions: [] } }), ...routes });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('CUBER'));
  services.session.saveSettings(settingsWith());
  return { ...renderApp('/support/chats', { services, language: options.language }), server };
}

const itemOf = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the chat list item’s complaints', () => {
  it('groups the reservation’s complaints by state, open ones first, each linking to the complaint', async () => {
    const app = renderInbox({ 'GET /api/employee/chat': () => ({ status: 200, body: [withComplaints(COMPLAINTS)] }) });
    const item = await itemOf('Open chat Suite Zeezicht 12');
    const toggle = within(item).getByRole('button', { name: '3 complaints' });
    fireEvent.click(toggle);
    const extras = within(within(item).getByRole('region', { name: 'Deliveries, complaints, suggestions and reminders' }));

    // No deliveries: not a word about them.
    expect(extras.queryByRole('heading', { name: 'Deliveries' })).toBeNull();
    expect(within(item).queryByText(/deliver/i)).toBeNull();

    expect(extras.getByRole('heading', { name: 'Complaints' })).toBeInTheDocument();
    expect(extras.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['New', 'In progress', 'Resolved']);
    const inProgress = extras.getByRole('heading', { name: 'In progress' }).parentElement as HTMLElement;
    expect(within(inProgress).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['#11 Shower is coldPriority: HighReview: approved']);
    const fresh = extras.getByRole('heading', { name: 'New' }).parentElement as HTMLElement;
    expect(within(fresh).getByText('Urgent')).toBeInTheDocument();
    expect(within(fresh).getByText('Review pending')).toBeInTheDocument();

    fireEvent.click(extras.getByRole('link', { name: '#11 Shower is cold' }));
    await waitFor(() => expect(app.currentPath()).toBe('/support/complaints/11'));
  });

  it('shows the states in Dutch', async () => {
    renderInbox({ 'GET /api/employee/chat': () => ({ status: 200, body: [withComplaints(COMPLAINTS)] }) }, { language: 'nl' });
    const item = await itemOf('Chat Suite Zeezicht 12 openen');
    fireEvent.click(within(item).getByRole('button', { name: '3 klachten' }));
    const extras = within(within(item).getByRole('region'));
    expect(extras.getByRole('heading', { name: 'Klachten' })).toBeInTheDocument();
    expect(extras.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Nieuw', 'In behandeling', 'Opgelost']);
    expect(extras.queryByRole('heading', { name: 'Leveringen' })).toBeNull();
  });

  it('shows nothing to expand when the reservation has no complaints and nothing else', async () => {
    renderInbox({ 'GET /api/employee/chat': () => ({ status: 200, body: [withComplaints([])] }) });
    const item = await itemOf('Open chat Suite Zeezicht 12');
    expect(within(item).queryByRole('button', { name: /complaint|deliver/ })).toBeNull();
  });

  it('follows a complaint filed by a colleague: the live event brings it into the list item', async () => {
    let complaints: ChatComplaint[] = [];
    const app = renderInbox({ 'GET /api/employee/chat': () => ({ status: 200, body: [withComplaints(complaints)] }) });
    const item = await itemOf('Open chat Suite Zeezicht 12');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.emit({ type: 'ready', role: 'CUBER', id: 'e1' }));
    const listCalls = () => app.server.requests.filter((request) => request.path === '/api/employee/chat').length;
    const before = listCalls();

    complaints = [complaint(20, 'Door lock jammed', 'New', { complaintpriority: 'URGENT' })];
    act(() =>
      socket.emit({ type: 'complaint.updated', complaintnmbr: 20, reason: 'created', complaintstatetext: 'New', assigned: '', reservation: 'r1', chatnmbr: 1 }),
    );
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    fireEvent.click(await within(item).findByRole('button', { name: '1 complaint' }));
    expect(within(item).getByRole('link', { name: '#20 Door lock jammed' })).toBeInTheDocument();
  });
});

describe('the chat list item’s deliveries', () => {
  it("groups the stay's deliveries by the park's day, earliest first", async () => {
    const chat = chatWith({
      suggestions: [],
      reminders: [],
      complaints: [],
      deliveries: [
        // 12:00 in Amsterdam on 22 and 21 March; the server sends them by date, the list groups them by day.
        { deliverydate: '2026-03-22T11:00:00.000Z', productname: 'Breakfast', quantity: 2, unit: 'PIECE', productkey: 'breakfast', ordernmbr: 1, orderstate: 60, delivered: null },
        { deliverydate: '2026-03-21T11:00:00.000Z', productname: 'E-bike', quantity: 1, unit: 'DAY', productkey: 'ebike', ordernmbr: 1, orderstate: 60, delivered: null },
        { deliverydate: '2026-03-21T11:00:00.000Z', productname: 'Breakfast', quantity: 2, unit: 'PIECE', productkey: 'breakfast', ordernmbr: 1, orderstate: 60, delivered: null },
      ],
    });
    renderInbox({ 'GET /api/employee/chat': () => ({ status: 200, body: [chat] }) });
    const item = await itemOf('Open chat Suite Zeezicht 12');
    fireEvent.click(within(item).getByRole('button', { name: '3 deliveries' }));
    const extras = within(within(item).getByRole('region', { name: 'Deliveries, complaints, suggestions and reminders' }));
    expect(extras.getByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
    const days = extras.getAllByRole('heading', { level: 4 });
    expect(days).toHaveLength(2);
    const [first, second] = days.map((day) => within(day.parentElement as HTMLElement).getAllByRole('listitem').map((row) => row.textContent));
    expect(first).toEqual(['1 × E-bike per day', '2 × Breakfast']);
    expect(second).toEqual(['2 × Breakfast']);
    expect(days[0]!.textContent).toMatch(/21/);
    expect(days[1]!.textContent).toMatch(/22/);
  });
});
