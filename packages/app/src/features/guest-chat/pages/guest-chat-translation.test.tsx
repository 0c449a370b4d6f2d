import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestChatMessageApi, type AppLanguage, type ChatMessageTranslation } from '@stay/contract';
import { createAppServices } from '@/lib/services/create-app-services';
import { chatWith, messageWith, personal } from '@/test/chat-fixtures';
import { createFakeFetch, routeOf, type FakeHandler, type RecordedRequest } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { reservationWith } from '@/test/stay-fixtures';

const BASE = '/api/guest/reservation/current/chat';
const TRANSLATION = routeOf(guestChatMessageApi.translation);
const ok = (body: unknown): FakeHandler => () => ({ status: 200, body });
const status = { nmbr: 1, chatstatus: 'O', chatpriority: 'NORMAL', actionholder: null, unread: 0, lastmessagenmbr: 3 };

const GUIDE_DUTCH = 'Het zwembad is vandaag open tot 20:00.';
const GUIDE_GERMAN = 'Das Schwimmbad ist heute bis 20:00 Uhr geöffnet.';
const fromGuide = (nmbr: number, paragraph: string) =>
  messageWith(nmbr, { person: null, employee: 'e9', personalinfo: personal('Sanne', 'de Vries', 'Guides'), paragraph });
const thread = [fromGuide(1, GUIDE_DUTCH), messageWith(2, { paragraph: 'Danke, bis später!' }), fromGuide(3, 'Tot straks!')];

/** A fake translation provider behind the translation endpoint: knows one Dutch sentence, fails on another. */
function fakeProvider(): FakeHandler {
  return (request: RecordedRequest) => {
    const nmbr = Number(request.path.split('/').at(-2));
    const language = (request.query.get('lang') ?? 'en') as AppLanguage;
    if (nmbr === 3) return { status: 503, body: { code: 'SERVER_BUSY', message: 'busy' } };
    const body: ChatMessageTranslation = { nmbr, chatnmbr: 1, language, status: 'translated', sourceLanguage: 'nl', paragraph: GUIDE_GERMAN };
    return { status: 200, body };
  };
}

function renderGuestChat({ isTranslated }: { isTranslated: boolean }) {
  const server = createFakeFetch({
    'GET /api/guest/reservation/current': ok(reservationWith()),
    [`GET ${BASE}`]: ok(chatWith({ unread: 0, suggestions: [], reminders: [], membership: { isMember: true, isAdmin: false } })),
    [`GET ${BASE}/status`]: ok(status),
    [`POST ${BASE}/markAsRead`]: ok(status),
    [`GET ${BASE}/message`]: ok(thread),
    [TRANSLATION]: fakeProvider(),
  });
  vi.stubGlobal('fetch', server.fetch);
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('GUEST'));
  services.session.saveSettings({ ...settingsWith(), chatTranslation: isTranslated });
  renderApp('/guest/chat', { services, language: 'de' });
  return server;
}

const translationRequests = (server: { requests: RecordedRequest[] }) => server.requests.filter((request) => request.endpoint === 'guestChatMessageApi.translation');

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('guest chat: translated messages', () => {
  it("shows the guide's Dutch message in German with the original one tap away, and asks only for others' messages", async () => {
    const server = renderGuestChat({ isTranslated: true });
    // The page first (its code loads lazily), then the thread, then the translation that follows it.
    await screen.findByRole('textbox');
    await screen.findByText('Danke, bis später!');
    const translated = await screen.findByText(GUIDE_GERMAN);
    expect(translated).toHaveAttribute('lang', 'de');
    expect(screen.queryByText(GUIDE_DUTCH)).toBeNull();
    expect(screen.getByText('Übersetzt')).toHaveAttribute('title', 'Aus dem Niederländischen übersetzt');

    fireEvent.click(screen.getByRole('button', { name: 'Original anzeigen' }));
    expect(screen.getByText(GUIDE_DUTCH)).toHaveAttribute('lang', 'nl');
    expect(screen.queryByText(GUIDE_GERMAN)).toBeNull();
    expect(screen.getByText('Original')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Übersetzung anzeigen' }));
    expect(screen.getByText(GUIDE_GERMAN)).toBeInTheDocument();

    const asked = translationRequests(server);
    expect(asked.map((request) => request.path).sort()).toEqual([`${BASE}/message/1/translation`, `${BASE}/message/3/translation`]);
    expect(asked.every((request) => request.query.get('lang') === 'de')).toBe(true);
  });

  it('shows the original silently when a translation fails', async () => {
    const server = renderGuestChat({ isTranslated: true });
    await screen.findByText('Danke, bis später!');
    await screen.findByText(GUIDE_GERMAN);
    await waitFor(() => expect(translationRequests(server)).toHaveLength(2));
    expect(screen.getByText('Tot straks!')).toBeInTheDocument();
    // One toggle: the failed message has none, and nothing says it failed.
    expect(screen.getAllByRole('button', { name: 'Original anzeigen' })).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for nothing when the server translates no chat messages', async () => {
    const server = renderGuestChat({ isTranslated: false });
    expect(await screen.findByText(GUIDE_DUTCH)).toBeInTheDocument();
    expect(screen.getByText('Tot straks!')).toBeInTheDocument();
    expect(translationRequests(server)).toEqual([]);
    expect(screen.queryByText('Übersetzt')).toBeNull();
  });
});
