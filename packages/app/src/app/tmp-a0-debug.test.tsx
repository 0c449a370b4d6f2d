import { screen } from '@testing-library/react';
import { it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { chatWith, CHAT_ACTIONS } from '@/test/chat-fixtures';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { createFakeFetch } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { renderApp } from '@/test/render-app';

it('debug', async () => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  const server = createFakeFetch({
    'GET /api/employee/chat': () => ({ status: 200, body: [chatWith()] }),
    'GET /api/employee/chat/unread': () => ({ status: 200, body: { unread: 3, suggestions: [] } }),
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('CUBER'));
  services.session.saveSettings({ ...settingsWith({}), chatActions: CHAT_ACTIONS });
  renderApp('/support/chats', { services });
  const t0 = performance.now();
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const outlet = document.querySelector('ion-router-outlet');
    process.stdout.write(`T ${Math.round(performance.now() - t0)} ${outlet?.innerHTML.length} ${outlet?.children.length} ${!!screen.queryByRole('link', { name: 'Open chat Suite Zeezicht 12' })}\n`);
  }
  await screen.findByRole('link', { name: 'Open chat Suite Zeezicht 12' });
});
