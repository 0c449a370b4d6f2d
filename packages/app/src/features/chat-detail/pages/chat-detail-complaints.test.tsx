import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatWith } from '@/test/chat-fixtures';
import { FakeWebSocket } from '@/test/fake-websocket';
import { BASE, member, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

describe('complaints from a staff chat', () => {
  it('files a complaint about the chat’s reservation, prefilled with the reservation and the chat', async () => {
    const app = renderDetail('/guide/chats/1', member);
    const file = (await screen.findByText('File complaint', { selector: 'ion-button' })) as HTMLElement;
    expect(file).toHaveAttribute('router-link', '/file-complaint?reservation=r1&chat=1');

    fireEvent.click(file);
    await waitFor(() => expect(app.currentPath()).toBe('/file-complaint'));
  });

  it('offers it in the chat’s menu too', async () => {
    const app = renderDetail('/guide/chats/1', member);
    await screen.findByText('File complaint', { selector: 'ion-button' });
    // The toolbar's last button opens the chat's menu (its name lives on Ionic's inner button).
    fireEvent.click([...document.querySelectorAll('ion-toolbar ion-button')].at(-1) as HTMLElement);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'File complaint' }));
    await waitFor(() => expect(app.currentPath()).toBe('/file-complaint'));
  });

  it('offers no complaint for a team chat without a reservation', async () => {
    const team = chatWith({ object1: null, objectkey: null, reservation: null, chatname: 'Bike fleet', membership: { isMember: true, isAdmin: false } });
    renderDetail('/guide/chats/1', team);
    expect(await screen.findByRole('heading', { name: 'Bike fleet' })).toBeInTheDocument();
    expect(screen.queryByText('File complaint')).toBeNull();
  });

  it('loads the chat again when one of its reservation’s complaints changes', async () => {
    const app = renderDetail('/guide/chats/1', member);
    await screen.findByText('File complaint', { selector: 'ion-button' });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    act(() => socket.emit({ type: 'ready', role: 'GUIDE', id: 'e1' }));
    const chatCalls = () => app.server.requests.filter((request) => request.path === `${BASE}/1`).length;
    const before = chatCalls();
    act(() =>
      socket.emit({ type: 'complaint.updated', complaintnmbr: 7, reason: 'state', complaintstatetext: 'Resolved', assigned: 'J', reservation: 'r1', chatnmbr: 1 }),
    );
    await waitFor(() => expect(chatCalls()).toBeGreaterThan(before));
  });
});
