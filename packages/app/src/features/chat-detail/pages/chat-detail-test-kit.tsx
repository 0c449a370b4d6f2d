import type { AuthSession, Chat } from '@stay/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices } from '@/lib/services/create-app-services';
import { CHAT_ACTIONS, chatWith, messageWith, personal, reminderWith } from '@/test/chat-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

export const ok = (body: unknown): FakeHandler => () => ({ status: 200, body });
export const BASE = '/api/employee/chat';
/** A guest chat the signed-in guide is a member of, with one pending reminder. */
export const member = chatWith({ membership: { isMember: true, isAdmin: false }, suggestions: [], reminders: [reminderWith()] });

/** Renders the staff chat detail for a guide, with chat 1's calls answered; `routes` adds or replaces answers. */
export function renderDetail(
  path: string,
  chat: Chat,
  routes: Record<string, FakeHandler> = {},
  flags: Record<string, boolean> = {},
  auth: AuthSession = authSessionFor('GUIDE'),
  language?: Language,
) {
  const server = createFakeFetch({
    [`GET ${BASE}/1`]: ok(chat),
    [`GET ${BASE}/1/message`]: ok([messageWith(1, { paragraph: 'Hi, is the sauna open?' })]),
    [`GET ${BASE}/1/mention`]: ok([
      { employee: 'e2', personalinfo: personal('Daan', 'Bakker', 'Housekeeping') },
      { employee: 'e1', personalinfo: personal('Sam', 'Jansen', 'Guides') },
    ]),
    [`POST ${BASE}/1/markAsRead`]: ok({ nmbr: 1, chatstatus: 'O', chatpriority: 'NORMAL', actionholder: null, unread: 0, lastmessagenmbr: 1 }),
    [`GET ${BASE}/unread`]: ok({ unread: 0, suggestions: [] }),
    ...routes,
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(auth);
  services.session.saveSettings({ ...settingsWith({ chat: flags }), chatActions: CHAT_ACTIONS });
  return { ...renderApp(path, { services, language }), server };
}

/** The realtime socket of every test in the file is a fake one. */
export function withFakeWebSocket(): void {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
  });
  afterEach(() => vi.unstubAllGlobals());
}
