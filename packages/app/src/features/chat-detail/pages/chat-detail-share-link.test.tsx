import { staffWeblinkApi, staffWeblinkCategoryApi } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageWith } from '@/test/chat-fixtures';
import { routeOf } from '@/test/fake-fetch';
import { WEBLINK_CATEGORIES, weblinkWith } from '@/test/weblink-fixtures';
import { BASE, member, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

const shareRoutes = {
  [routeOf(staffWeblinkCategoryApi.list)]: ok(WEBLINK_CATEGORIES),
  [`POST ${BASE}/1/message`]: (request: { body: unknown }) => ({ status: 200, body: messageWith(2, { ...(request.body as object), person: null, employee: 'e1' }) }),
  [routeOf(staffWeblinkApi.logShare)]: ok(weblinkWith({ _id: 'beach', categoryId: 'tips-beach', shareCount: 2 })),
};

describe('staff chat: share a link', () => {
  it('picks a link by category and search, sends its title and address, then logs the share with the message number', async () => {
    const app = renderDetail('/guide/chats/1', member, shareRoutes);
    await screen.findByText('Hi, is the sauna open?');
    fireEvent.click(await screen.findByTitle('Share a link'));
    const picker = await screen.findByRole('dialog', { name: 'Share a link' });
    // Grouped by category (the empty one is left out), with the kind.
    const stay = await within(picker).findByRole('region', { name: /Your stay/ });
    expect(within(stay).getByText('FAQ')).toBeInTheDocument();
    expect(within(picker).getByRole('region', { name: /Beach/ })).toBeInTheDocument();
    expect(within(picker).queryByRole('region', { name: /Manuals/ })).toBeNull();

    fireEvent.change(within(picker).getByRole('searchbox', { name: 'Search links' }), { target: { value: 'pavilion' } });
    await waitFor(() => expect(within(picker).queryByRole('region', { name: /Your stay/ })).toBeNull());
    fireEvent.click(within(picker).getByRole('button', { name: 'Share Beach pavilion De Zeemeeuw' }));

    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'staffWeblinkApi.logShare')).toBe(true));
    const sent = app.server.requests.find((request) => request.method === 'POST' && request.path === `${BASE}/1/message`);
    expect(sent?.body).toMatchObject({ paragraph: 'Beach pavilion De Zeemeeuw\nhttps://zeemeeuw.example', attachments: [], mentions: [] });
    const log = app.server.requests.find((request) => request.endpoint === 'staffWeblinkApi.logShare');
    expect(log?.path).toBe('/api/employee/weblink/beach/log/share/message/2');
    // The message shows in the thread and the picker closes.
    expect(await screen.findByText(/Beach pavilion De Zeemeeuw/, { selector: '.chat-bubble__text' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share a link' })).toBeNull());
  });

  it('keeps the picker open and says so when the message cannot be sent', async () => {
    const app = renderDetail('/guide/chats/1', member, {
      ...shareRoutes,
      [`POST ${BASE}/1/message`]: () => ({ status: 404, body: { code: 'CHAT_NOT_FOUND', message: 'Chat not found' } }),
    });
    fireEvent.click(await screen.findByTitle('Share a link'));
    const picker = await screen.findByRole('dialog', { name: 'Share a link' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Share Wi-Fi at the park' }));
    expect(await within(picker).findByRole('alert')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.endpoint === 'staffWeblinkApi.logShare')).toBe(false);
  });

  it('says when the location has no links', async () => {
    renderDetail('/guide/chats/1', member, { ...shareRoutes, [routeOf(staffWeblinkCategoryApi.list)]: ok([]) });
    fireEvent.click(await screen.findByTitle('Share a link'));
    const picker = await screen.findByRole('dialog', { name: 'Share a link' });
    expect(await within(picker).findByText('No links yet')).toBeInTheDocument();
  });
});
