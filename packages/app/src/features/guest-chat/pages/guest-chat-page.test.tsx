import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from '@/lib/images/compress-image';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices } from '@/lib/services/create-app-services';
import { chatWith, messages, messageWith, personal } from '@/test/chat-fixtures';
import { createFakeFetch, type FakeHandler, type FakeReply, type RecordedRequest } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { reservationWith } from '@/test/stay-fixtures';

vi.mock('@/lib/images/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/images/compress-image')>()),
  compressImage: vi.fn(async (file: File) => new File(['png'], file.name.replace(/\.\w+$/, '.png'), { type: 'image/png' })),
}));

const BASE = '/api/guest/reservation/current/chat';
const OUTBOX_KEY = 'stay.chat.outbox.g1';
const ok = (body: unknown): FakeHandler => () => ({ status: 200, body });
const status = { nmbr: 1, chatstatus: 'O', chatpriority: 'NORMAL', actionholder: null, unread: 0, lastmessagenmbr: 100 };
const guestChat = chatWith({ unread: 0, suggestions: [], reminders: [], membership: { isMember: true, isAdmin: false } });
const fromGuide = (nmbr: number, paragraph: string) =>
  messageWith(nmbr, { person: null, employee: 'e9', personalinfo: personal('Sanne', 'de Vries', 'Guides'), paragraph });

/** Query strings of requests, which the shared fake fetch does not record. */
function withQueries(routes: Record<string, FakeHandler>) {
  const queries: { path: string; query: URLSearchParams }[] = [];
  let current = new URLSearchParams();
  const wrapped: Record<string, FakeHandler> = {};
  for (const [key, handler] of Object.entries(routes)) wrapped[key] = (request: RecordedRequest) => handler({ ...request, query: current } as RecordedRequest);
  const server = createFakeFetch(wrapped);
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    current = url.searchParams;
    queries.push({ path: url.pathname, query: url.searchParams });
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { server, fetch, queries };
}

type QueryRequest = RecordedRequest & { query: URLSearchParams };

function renderGuestChat(routes: Record<string, FakeHandler>, language: Language = 'en') {
  const { server, fetch, queries } = withQueries({
    'GET /api/guest/reservation/current': ok(reservationWith()),
    [`GET ${BASE}`]: ok(guestChat),
    [`GET ${BASE}/status`]: ok(status),
    [`POST ${BASE}/markAsRead`]: ok(status),
    ...routes,
  });
  vi.stubGlobal('fetch', fetch);
  const services = createAppServices({ fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('GUEST'));
  services.session.saveSettings(settingsWith());
  const app = renderApp('/guest/chat', { services, language });
  return { ...app, server, queries };
}

const sends = (server: { requests: RecordedRequest[] }) => server.requests.filter((request) => request.method === 'POST' && request.path === `${BASE}/message`);
const setOnline = (isOnline: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
};

async function send(text: string) {
  const field = await screen.findByLabelText('Message');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.click(screen.getByLabelText('Send'));
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('guest chat: history', () => {
  it('loads the newest page, then older pages by keyset (chatmessages.nmbr=<oldest), oldest shown first', async () => {
    const app = renderGuestChat({
      [`GET ${BASE}/message`]: (request) => {
        const before = (request as QueryRequest).query.get('chatmessages.nmbr');
        return { status: 200, body: before === '<71' ? messages(61, 70) : messages(71, 100) };
      },
    });
    expect(await screen.findByText('Message 100')).toBeInTheDocument();
    const first = app.queries.find((entry) => entry.path === `${BASE}/message`);
    expect(first?.query.get('page')).toBe('1');
    expect(first?.query.get('markasread')).toBe('true');
    expect(first?.query.get('orderby')).toBe('+chatmessages.nmbr');
    expect(first?.query.has('chatmessages.nmbr')).toBe(false);

    fireEvent.click(screen.getByText('Show earlier messages'));
    expect(await screen.findByText('Message 61')).toBeInTheDocument();
    const older = app.queries.filter((entry) => entry.path === `${BASE}/message`)[1];
    expect(older?.query.get('chatmessages.nmbr')).toBe('<71');

    const log = screen.getByRole('log', { name: 'Messages' });
    const texts = within(log)
      .getAllByText(/^Message \d+$/)
      .map((node) => Number(node.textContent?.slice(8)));
    expect(texts).toEqual([...texts].sort((a, b) => a - b));
    expect(texts).toHaveLength(40);
    // Fewer than a page came back: the beginning is reached.
    await waitFor(() => expect(screen.queryByText('Show earlier messages')).toBeNull());
  });

  it('says who to ask when there are no messages yet', async () => {
    renderGuestChat({ [`GET ${BASE}/message`]: ok([]) });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/Ask Sanne anything about your stay/)).toBeInTheDocument();
  });
});

describe('guest chat: sending', () => {
  it('shows the message at once, marks a refused one "not sent", and retry sends it with the same clientId', async () => {
    let release: ((reply: FakeReply) => void) | undefined;
    let attempt = 0;
    const app = renderGuestChat({
      [`GET ${BASE}/message`]: ok([fromGuide(1, 'Welcome!')]),
      [`POST ${BASE}/message`]: (request) => {
        attempt += 1;
        if (attempt === 1) return new Promise<FakeReply>((resolve) => (release = resolve));
        const body = request.body as { paragraph: string; clientId: string };
        return { status: 200, body: messageWith(2, { paragraph: body.paragraph, clientId: body.clientId }) };
      },
    });
    await screen.findByText('Welcome!');
    await send('Hello there');
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');

    await act(async () => release?.({ status: 400, body: { code: 'INVALID_INPUT', message: 'no' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not sent:/);
    fireEvent.click(screen.getByText('Retry'));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).toBeNull());
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('Hello there')).toHaveLength(1);
    const [first, second] = sends(app.server);
    expect((first?.body as { clientId: string }).clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((second?.body as { clientId: string }).clientId).toBe((first?.body as { clientId: string }).clientId);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps a message typed offline in storage, across a reload, and sends it when the connection returns', async () => {
    let isServerReachable = false;
    const stored = [fromGuide(1, 'Welcome!')];
    const routes: Record<string, FakeHandler> = {
      [`GET ${BASE}/message`]: () => (isServerReachable || stored.length === 1 ? { status: 200, body: stored } : 'network-error'),
      [`POST ${BASE}/message`]: (request) => {
        if (!isServerReachable) return 'network-error';
        const body = request.body as { paragraph: string; clientId: string };
        stored.push(messageWith(2, { paragraph: body.paragraph, clientId: body.clientId }));
        return { status: 200, body: stored[1] };
      },
    };
    const first = renderGuestChat(routes);
    await screen.findByText('Welcome!');
    setOnline(false);
    await send('Typed on the train');
    expect(await screen.findByText('Waiting for a connection — it will be sent automatically')).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(first.currentPath()).toBe('/guest/chat');
    const outbox = JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]') as { paragraph: string; state: string; clientId: string }[];
    expect(outbox).toEqual([expect.objectContaining({ paragraph: 'Typed on the train', state: 'queued' })]);

    // The app is closed and opened again, still offline: the message is still there.
    first.unmount();
    const second = renderGuestChat(routes);
    expect(await screen.findByText('Typed on the train')).toBeInTheDocument();

    isServerReachable = true;
    act(() => setOnline(true));
    await waitFor(() => expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull());
    await waitFor(() => expect(screen.queryByText(/Waiting for a connection/)).toBeNull());
    expect(await screen.findByText('Typed on the train')).toBeInTheDocument();
    const delivered = sends(second.server).at(-1)?.body as { clientId: string; paragraph: string };
    expect(delivered).toMatchObject({ paragraph: 'Typed on the train', clientId: outbox[0]?.clientId });
  });

  it('shows a message sent while the history could not load, waiting for the connection', async () => {
    renderGuestChat({ [`GET ${BASE}/message`]: () => 'network-error', [`POST ${BASE}/message`]: () => 'network-error' });
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    setOnline(false);
    await send('Sent before anything loaded');
    expect(await screen.findByText('Sent before anything loaded')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for a connection — it will be sent automatically')).toBeInTheDocument();
    expect(screen.getByText('The messages could not be loaded.')).toBeInTheDocument();
  });

  it('compresses a photo before uploading it, shows it as a thumbnail that opens it, and sends it with the message', async () => {
    // jsdom has no object URLs: the composer's local thumbnail gets a stand-in.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:beach'), revokeObjectURL: vi.fn() }));
    const app = renderGuestChat({
      [`GET ${BASE}/message`]: ok([]),
      [`POST ${BASE}/attachment`]: ok({ filename: `${'a'.repeat(32)}.png`, originalname: 'beach.png', mimetype: 'image/png', size: 3 }),
      [`POST ${BASE}/message`]: (request) => ({ status: 200, body: messageWith(5, { paragraph: '', clientId: (request.body as { clientId: string }).clientId }) }),
    });
    await screen.findByText('No messages yet');
    const input = screen.getByTestId('chat-photo-input');
    const photo = new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    const thumbnail = await screen.findByRole('img', { name: 'beach.png' });
    expect(thumbnail).toHaveAttribute('src', 'blob:beach');
    expect(screen.getByRole('link', { name: 'Open beach.png' })).toHaveAttribute('href', 'blob:beach');
    expect(compressImage).toHaveBeenCalledWith(photo);
    expect(app.server.requests.some((request) => request.method === 'POST' && request.path === `${BASE}/attachment`)).toBe(true);
    fireEvent.click(screen.getByLabelText('Send'));
    await waitFor(() => expect(sends(app.server)).toHaveLength(1));
    expect(sends(app.server)[0]?.body).toMatchObject({ paragraph: '', attachments: [`${'a'.repeat(32)}.png`] });
  });
});

describe('guest chat: read ticks', () => {
  const ticks = () => [...document.querySelectorAll('[data-read-state]')].map((tick) => tick.getAttribute('data-read-state'));

  it('never fall back from Read to Sent when the guest writes again, and turn to Read live when staff read', async () => {
    const own = (nmbr: number, paragraph: string, clientId: string | null = null) => messageWith(nmbr, { paragraph, person: 'g1', clientId });
    renderGuestChat({
      [`GET ${BASE}/message`]: ok([own(10, 'First question')]),
      [`GET ${BASE}/message/10/status`]: ok({ nmbr: 10, chatnmbr: 1, read: true, readby: [] }),
      [`GET ${BASE}/message/11/status`]: ok({ nmbr: 11, chatnmbr: 1, read: false, readby: [] }),
      [`POST ${BASE}/message`]: (request) => ({ status: 200, body: own(11, 'Second question', (request.body as { clientId: string }).clientId) }),
    });
    expect(await screen.findByText('First question')).toBeInTheDocument();
    await waitFor(() => expect(ticks()).toEqual(['read']));

    // Ctrl+Enter sends (the Send button's label has moved into Ionic's inner button by now).
    const field = screen.getByLabelText('Message');
    fireEvent.change(field, { target: { value: 'Second question' } });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    // Stored (the pending bubble has no tick): the earlier message stays read, the new one is sent.
    await waitFor(() => expect(ticks()).toEqual(['read', 'sent']));

    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.emit({ type: 'ready', role: 'GUEST', id: 'g1' }));
    act(() => socket.emit({ type: 'chat.read', chatnmbr: 1, person: null, employee: 'e1', lastreadnmbr: 11 }));
    await waitFor(() => expect(ticks()).toEqual(['read', 'read']));
  });
});

describe('guest chat: help and live updates', () => {
  it('asks for help only after the guest confirms, and says the guest service was notified', async () => {
    const app = renderGuestChat({ [`GET ${BASE}/message`]: ok([]), [`POST ${BASE}/askCuber`]: ok({ message: 'NOTIFIED', notified: 3, isRepeat: false }) });
    const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
    fireEvent.click(await screen.findByText('Help'));
    await waitFor(() => expect(alert()?.header).toBe('Ask for help?'));
    await waitFor(() => expect((alert() as unknown as { presented?: boolean } | undefined)?.presented).toBe(true)); // Ionic ignores a dismiss before that
    expect(app.server.requests.some((request) => request.path === `${BASE}/askCuber`)).toBe(false);

    const confirm = alert()?.buttons.find((button) => typeof button !== 'string' && button.role === 'confirm');
    await act(async () => {
      if (confirm && typeof confirm !== 'string') await confirm.handler?.(undefined);
      await alert()?.dismiss(undefined, 'confirm'); // what tapping the button does after its handler
    });
    await waitFor(() => expect(app.server.requests.filter((request) => request.path === `${BASE}/askCuber`)).toHaveLength(1));
    const messages = () => [...document.querySelectorAll('ion-alert')].map((element) => (element as HTMLIonAlertElement).message);
    await waitFor(() => expect(messages()).toContain("The park's guest service has been notified. Someone will contact you shortly."));
    expect(app.server.requests.find((request) => request.path === `${BASE}/askCuber`)?.body).toEqual({});
  });

  it("shows the help line in the reader's language, whatever language it was asked in; an older line as written", async () => {
    const system = (nmbr: number, paragraph: string, note: string | null) =>
      messageWith(nmbr, { person: null, employee: null, personalinfo: null, paragraph, system: { kind: 'HELP_REQUEST', name: 'Anna', note } });
    const older = messageWith(1, { person: null, employee: null, personalinfo: null, paragraph: 'Anna asked for help.' });
    renderGuestChat(
      { [`GET ${BASE}/message`]: ok([older, system(2, 'Anna asked for help: The door is stuck', 'The door is stuck'), system(3, 'Anna asked for help.', null)]) },
      'nl',
    );
    expect(await screen.findByText('Anna heeft om hulp gevraagd: The door is stuck', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Anna heeft om hulp gevraagd.')).toBeInTheDocument();
    expect(screen.getByText('Anna asked for help.')).toBeInTheDocument();
    expect(screen.queryByText('Anna asked for help: The door is stuck')).toBeNull();
  });

  it('shows a message from the socket at once and marks it as read', async () => {
    const app = renderGuestChat({ [`GET ${BASE}/message`]: ok([fromGuide(1, 'Welcome!')]) });
    await screen.findByText('Welcome!');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    await waitFor(() => expect(socket.sent[0]).toEqual({ type: 'auth', accesstoken: 'access-1' }));
    act(() => socket.emit({ type: 'ready', role: 'GUEST', id: 'g1' }));
    const markCalls = () => app.server.requests.filter((request) => request.path === `${BASE}/markAsRead`).length;
    const before = markCalls();
    act(() => socket.emit({ type: 'chat.message', chatnmbr: 1, message: fromGuide(2, 'The bikes are ready') }));
    expect(await screen.findByText('The bikes are ready')).toBeInTheDocument();
    await waitFor(() => expect(markCalls()).toBeGreaterThan(before));
  });
});
