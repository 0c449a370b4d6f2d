import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What is sent matters here, not the loading indicator around it.
vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { createAppServices } from '@/lib/services/create-app-services';
import { CHAT_ACTIONS, internalChatWith, personal } from '@/test/chat-fixtures';
import { createFakeFetch } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown) => () => ({ status: 200, body });

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('staff inbox: a new team chat', () => {
  it('creates a named chat with the chosen colleagues and opens it', async () => {
    const created = internalChatWith({ nmbr: 44, chatname: 'Pool heating', membership: { isMember: true, isAdmin: true } });
    const server = createFakeFetch({
      'GET /api/employee/chat': ok([]),
      'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }),
      'GET /api/employee/chat/colleagues': ok([
        { employee: 'e2', personalinfo: personal('Daan', 'Bakker', 'Housekeeping') },
        { employee: 'e3', personalinfo: personal('Mila', 'Smit', 'Backoffice') },
      ]),
      'POST /api/employee/chat': ok(created),
      'GET /api/employee/chat/44': ok(created),
      'GET /api/employee/chat/44/message': ok([]),
      'GET /api/employee/chat/44/mention': ok([]),
      'POST /api/employee/chat/44/markAsRead': ok({ nmbr: 44, chatstatus: 'O', chatpriority: 'URGENT', actionholder: null, unread: 0, lastmessagenmbr: null }),
    });
    const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
    services.session.saveSignIn(authSessionFor('CUBER'));
    services.session.saveSettings({ ...settingsWith(), chatActions: CHAT_ACTIONS });
    const app = renderApp('/support/chats', { services });

    fireEvent.click(await screen.findByTitle('New team chat'));
    const dialog = await screen.findByRole('dialog', { name: 'New team chat' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Pool heating' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'HIGH' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Daan Bakker/ }));
    fireEvent.click(within(dialog).getByText('Create chat'));

    await waitFor(() => expect(app.currentPath()).toBe('/support/chats/44'));
    const sent = server.requests.find((request) => request.method === 'POST' && request.path === '/api/employee/chat');
    expect(sent?.body).toEqual({ chatname: 'Pool heating', chatpriority: 'HIGH', members: ['e2'] });
  });
});
