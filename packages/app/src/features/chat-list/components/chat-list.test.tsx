import type { Chat, ChatAction, KnownRole } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { CHAT_ACTIONS, chatWith, internalChatWith, messageWith, personal } from '@/test/chat-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import type { Language } from '@/lib/i18n/languages';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown) => () => ({ status: 200, body });

interface Options {
  role?: KnownRole;
  path?: string;
  chats?: Chat[];
  flags?: Record<string, boolean>;
  actions?: ChatAction[];
  routes?: Record<string, FakeHandler>;
  language?: Language;
}

function renderInbox({ role = 'CUBER', path = '/support/chats', chats = [chatWith()], flags = {}, actions = CHAT_ACTIONS, routes = {}, language }: Options = {}) {
  const server = createFakeFetch({
    'GET /api/employee/chat': ok(chats),
    'GET /api/employee/chat/unread': ok({ unread: 3, suggestions: [] }),
    ...routes,
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor(role));
  services.session.saveSettings({ ...settingsWith({ chat: flags }), chatActions: actions });
  const app = renderApp(path, { services, language });
  return { ...app, server };
}

const itemOf = async (name: string) => (await screen.findByRole('link', { name: `Open chat ${name}` })).closest('li') as HTMLElement;
const optionsOf = (item: HTMLElement, side: 'start' | 'end') =>
  [...item.querySelectorAll(`ion-item-options[data-side="${side}"]`)].flatMap((options) => [...options.querySelectorAll('ion-item-option')].map((option) => option.textContent?.trim()));

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('staff inbox: the reservation chat list item', () => {
  it('shows accommodation, main guest, dates, late checkout, guide and time since selection (support), last message and badges', async () => {
    const chat = chatWith();
    renderInbox({ chats: [chat] });
    const item = await itemOf('Suite Zeezicht 12');
    const scope = within(item);
    expect(scope.getByRole('heading', { name: 'Suite Zeezicht 12' })).toBeInTheDocument();
    expect(scope.getByText('Anna de Vries')).toBeInTheDocument();
    expect(scope.getByText('20 Mar – 25 Mar')).toBeInTheDocument();
    expect(scope.getByText('Late checkout')).toBeInTheDocument();
    expect(scope.getByText(/Guide Sanne/)).toBeInTheDocument();
    expect(scope.getByText('chosen 2 days ago')).toBeInTheDocument();
    expect(scope.getByText('Anna:')).toBeInTheDocument();
    expect(scope.getByText('Could we leave a bit later?')).toBeInTheDocument();
    const time = item.querySelector('time.chat-item__time');
    expect(time?.getAttribute('dateTime')).toBe(chat.lastmessage?.timestamp);
    expect(time?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(scope.getByLabelText('3 unread messages')).toHaveTextContent('3');
    expect(scope.getByText('Mine')).toBeInTheDocument();
    expect(scope.getByText('Workgroup')).toBeInTheDocument();
    expect(scope.getByText('Other team')).toBeInTheDocument();
  });

  it('opens the extras: deliveries by date, complaints by state text, suggestions and reminders', async () => {
    renderInbox();
    const item = await itemOf('Suite Zeezicht 12');
    const toggle = within(item).getByRole('button', { name: '3 deliveries · 3 complaints · 1 suggestion · 1 reminder' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const extras = within(item).getByRole('region', { name: 'Deliveries, complaints, suggestions and reminders' });
    const scope = within(extras);
    expect(scope.getByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
    expect(scope.getByRole('heading', { name: 'Saturday 21 March' })).toBeInTheDocument();
    expect(scope.getByRole('heading', { name: 'Sunday 22 March' })).toBeInTheDocument();
    const saturday = scope.getByRole('heading', { name: 'Saturday 21 March' }).parentElement as HTMLElement;
    expect(within(saturday).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['2 × Breakfast per day', '1 × Groceries']);
    const inProgress = scope.getByRole('heading', { name: 'In progress' }).parentElement as HTMLElement;
    expect(within(inProgress).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      '#7 Shower is coldPriority: HighReview: approved',
      '#9 Broken lampReview: declined',
    ]);
    expect(within(scope.getByRole('heading', { name: 'New' }).parentElement as HTMLElement).getByText('Review pending')).toBeInTheDocument();
    expect(scope.getByRole('article', { name: 'Suggestion: Offer a late checkout' })).toBeInTheDocument();
    expect(scope.getByText('Call about the bikes')).toBeInTheDocument();
  });

  it("previews a guest's help request in the staff member's language, however the server wrote it", async () => {
    const lastmessage = {
      nmbr: 7,
      paragraph: 'Anna asked for help: Geen warm water',
      timestamp: '2026-03-20T10:00:00.000Z',
      personalinfo: null,
      hasAttachments: false,
      system: { kind: 'HELP_REQUEST' as const, name: 'Anna', note: 'Geen warm water' },
    };
    renderInbox({ chats: [chatWith({ lastmessage })], language: 'nl' });
    const scope = within((await screen.findByRole('link', { name: 'Chat Suite Zeezicht 12 openen' }, { timeout: 10_000 })).closest('li') as HTMLElement);
    expect(scope.getByText('Anna heeft om hulp gevraagd: Geen warm water')).toBeInTheDocument();
    expect(scope.queryByText(/asked for help/)).toBeNull();
  });

  it('shows the guide line to support only', async () => {
    renderInbox({ role: 'GUIDE', path: '/guide/chats' });
    const item = await itemOf('Suite Zeezicht 12');
    expect(within(item).queryByText(/Guide Sanne/)).toBeNull();
    expect(within(item).getByText('Anna de Vries')).toBeInTheDocument();
  });

  it('shows non-reservation chats with avatar, name or "Chat", priority chip and last message', async () => {
    renderInbox({ chats: [internalChatWith(), internalChatWith({ nmbr: 3, chatname: null, chatpriority: 'LOW' })] });
    const fleet = await itemOf('Bike fleet');
    expect(within(fleet).getByText('BF')).toBeInTheDocument();
    expect(within(fleet).getByText('Urgent')).toBeInTheDocument();
    expect(within(fleet).getByText('Daan:')).toBeInTheDocument();
    expect(within(fleet).getByText('Two bikes need new tyres')).toBeInTheDocument();
    const unnamed = await itemOf('Chat');
    expect(within(unnamed).getByText('Low')).toBeInTheDocument();
  });

  it('says so when there are no chats yet', async () => {
    renderInbox({ chats: [] });
    expect(await screen.findByText('No chats yet')).toBeInTheDocument();
  });
});

describe('staff inbox: swipe actions follow the guards', () => {
  it('offers join and handle (start side) to a non-member with those permissions, nothing else', async () => {
    renderInbox({ flags: { joinExternal: true, handleExternal: true, leaveExternal: true } });
    const item = await itemOf('Suite Zeezicht 12');
    expect(optionsOf(item, 'start')).toEqual(['Join', 'Handle']);
    expect(optionsOf(item, 'end')).toEqual([]);
  });

  it('offers an admin member archive and inactivate, not join, leave or handle', async () => {
    const flags = { joinExternal: true, leaveExternal: true, handleExternal: true, inactivateExternal: true, archiveExternal: true };
    renderInbox({ flags, chats: [chatWith({ membership: { isMember: true, isAdmin: true } })] });
    const item = await itemOf('Suite Zeezicht 12');
    expect(optionsOf(item, 'start')).toEqual([]);
    expect(optionsOf(item, 'end')).toEqual(['Inactive', 'Archive']);
  });

  it('offers nothing without permissions, and uses the internal permissions for internal chats', async () => {
    renderInbox({ flags: { joinExternal: true }, chats: [chatWith({ nmbr: 5, membership: { isMember: true, isAdmin: false } }), internalChatWith()] });
    const guest = await itemOf('Suite Zeezicht 12');
    expect(optionsOf(guest, 'start')).toEqual([]);
    expect(optionsOf(guest, 'end')).toEqual([]);
    expect(within(guest).queryByRole('button', { name: /Actions for/ })).toBeNull();
    const internal = await itemOf('Bike fleet');
    expect(optionsOf(internal, 'start')).toEqual([]);
  });

  it('runs an action behind its loading message and opens the chat afterwards (OPEN_CHAT)', async () => {
    const joined = chatWith({ membership: { isMember: true, isAdmin: false } });
    const app = renderInbox({
      flags: { joinExternal: true },
      routes: { 'POST /api/employee/chat/1/joinChat': ok(joined), 'GET /api/employee/chat/1': ok(joined) },
    });
    const item = await itemOf('Suite Zeezicht 12');
    const join = item.querySelector('ion-item-option') as HTMLElement;
    fireEvent.click(join);
    await waitFor(() => expect((document.querySelector('ion-loading') as HTMLIonLoadingElement | null)?.message).toBe('Joining the chat'));
    await waitFor(() => expect(app.currentPath()).toBe('/support/chats/1'));
    expect(app.server.requests.some((request) => request.method === 'POST' && request.path === '/api/employee/chat/1/joinChat')).toBe(true);
  });
});

describe('staff inbox: live', () => {
  it('a socket message moves into the list and raises the unread count; the unread total reaches the badge and the title', async () => {
    const app = renderInbox({ role: 'GUIDE', path: '/guide/chats' });
    const item = await itemOf('Suite Zeezicht 12');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    await waitFor(() => expect(socket.sent[0]).toEqual({ type: 'auth', accesstoken: 'access-1' }));
    act(() => socket.emit({ type: 'ready', role: 'GUIDE', id: 'e1' }));

    act(() =>
      socket.emit({ type: 'chat.message', chatnmbr: 1, message: messageWith(13, { paragraph: 'Is breakfast included?', personalinfo: personal('Anna') }) }),
    );
    expect(await within(item).findByText('Is breakfast included?')).toBeInTheDocument();
    expect(within(item).getByLabelText('4 unread messages')).toBeInTheDocument();

    act(() => socket.emit({ type: 'chat.unread', unread: 7 }));
    expect(await screen.findByTestId('chat-unread-badge')).toHaveTextContent('7');
    await waitFor(() => expect(document.title).toBe('(7) Chats'));

    // A message in a chat the list does not hold yet: the list is fetched again (debounced).
    const listCalls = () => app.server.requests.filter((request) => request.path === '/api/employee/chat').length;
    const before = listCalls();
    act(() => socket.emit({ type: 'chat.message', chatnmbr: 99, message: messageWith(50, { chatnmbr: 99 }) }));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('a private note keeps the preview, counts as unread and marks the chat for the colleague it mentions', async () => {
    renderInbox({ role: 'GUIDE', path: '/guide/chats' });
    const item = await itemOf('Suite Zeezicht 12');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.emit({ type: 'ready', role: 'GUIDE', id: 'e1' }));
    expect(within(item).queryByLabelText('You are mentioned')).toBeNull();
    const note = messageWith(13, { paragraph: '@Sam check the lamp', note: true, person: null, employee: 'e2', mentions: ['e1'], personalinfo: personal('Daan') });
    act(() => socket.emit({ type: 'chat.message', chatnmbr: 1, message: note }));
    expect(await within(item).findByLabelText('You are mentioned')).toBeInTheDocument();
    expect(within(item).getByLabelText('4 unread messages')).toBeInTheDocument();
    expect(within(item).queryByText('@Sam check the lamp')).toBeNull();
    expect(within(item).getByText('Could we leave a bit later?')).toBeInTheDocument();
  });

  it('shows the unread total from GET /unread before any socket event', async () => {
    renderInbox();
    expect(await screen.findByTestId('chat-unread-badge')).toHaveTextContent('3');
    await waitFor(() => expect(document.title).toBe('(3) Chats'));
  });

  it('filters by view=guest and brings scrollToChat into view', async () => {
    const app = renderInbox({ path: '/support/chats?view=guest&scrollToChat=1' });
    const item = await itemOf('Suite Zeezicht 12');
    await waitFor(() => expect(item).toHaveClass('chat-entry--highlight'));
    const list = app.server.requests.find((request) => request.path === '/api/employee/chat');
    expect(list).toBeDefined();
    expect(screen.getByRole('button', { name: 'Guests' })).toHaveAttribute('aria-pressed', 'true');
  });
});
