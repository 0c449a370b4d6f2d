import type { Chat, ChatAction } from '@stay/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices } from '@/lib/services/create-app-services';
import { CHAT_ACTIONS, chatWith, messageWith } from '@/test/chat-fixtures';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeHandler => () => ({ status: 200, body });
const BASE = '/api/employee/chat';
const ALL_FLAGS = { joinExternal: true, leaveExternal: true, handleExternal: true, inactivateExternal: true, archiveExternal: true };

function renderStaff(path: string, language: Language, chat: Chat = chatWith(), actions: ChatAction[] = CHAT_ACTIONS) {
  const server = createFakeFetch({
    [`GET ${BASE}`]: ok([chat]),
    [`GET ${BASE}/unread`]: ok({ unread: 0, suggestions: [] }),
    [`GET ${BASE}/1`]: ok(chat),
    [`GET ${BASE}/1/message`]: ok([messageWith(1)]),
    [`GET ${BASE}/1/mention`]: ok([]),
    [`POST ${BASE}/1/markAsRead`]: ok({ nmbr: 1, chatstatus: 'O', chatpriority: 'NORMAL', actionholder: null, unread: 0, lastmessagenmbr: 1 }),
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('CUBER'));
  services.session.saveSettings({ ...settingsWith({ chat: ALL_FLAGS }), chatActions: actions });
  return renderApp(path, { services, language });
}

const swipeOptions = (side: 'start' | 'end') =>
  [...document.querySelectorAll(`ion-item-options[data-side="${side}"] ion-item-option`)].map((option) => option.textContent?.trim());

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe("staff chat actions speak the person's language", () => {
  it('names the inbox swipe actions in Dutch for a Dutch staff member', async () => {
    renderStaff('/support/chats', 'nl');
    await screen.findByRole('link', { name: 'Chat Suite Zeezicht 12 openen' });
    expect(swipeOptions('start')).toEqual(['Deelnemen', 'Oppakken']);
    expect(document.querySelector('ion-item-option[aria-label="Oppakken: Suite Zeezicht 12"]')).not.toBeNull();
  });

  it('keeps the English names in English', async () => {
    renderStaff('/support/chats', 'en');
    await screen.findByRole('link', { name: 'Open chat Suite Zeezicht 12' });
    expect(swipeOptions('start')).toEqual(['Join', 'Handle']);
  });

  it("names a member's chat detail actions in Dutch", async () => {
    renderStaff('/support/chats/1', 'nl', chatWith({ membership: { isMember: true, isAdmin: true } }));
    const group = await screen.findByRole('group', { name: 'Chatacties' });
    expect([...group.querySelectorAll('ion-button')].map((button) => button.textContent?.trim())).toEqual(['Inactief', 'Archiveren']);
  });
});
