import { staffReservationApi, staffWeblinkApi, staffWeblinkCategoryApi } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageWith } from '@/test/chat-fixtures';
import { routeOf } from '@/test/fake-fetch';
import { bookingWith } from '@/test/staff-reservation-fixtures';
import { WEBLINK_CATEGORIES, weblinkWith } from '@/test/weblink-fixtures';
import { BASE, member, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

const shareRoutes = {
  [routeOf(staffWeblinkCategoryApi.list)]: ok(WEBLINK_CATEGORIES),
  [`POST ${BASE}/1/message`]: (request: { body: unknown }) => ({ status: 200, body: messageWith(2, { ...(request.body as object), person: null, employee: 'e1' }) }),
  [routeOf(staffWeblinkApi.logShare)]: ok(weblinkWith({ _id: 'beach', categoryId: 'tips-beach', shareCount: 2 })),
};

describe('staff chat: share a link', () => {
  it('picks a link by category and search, previews it, sends its title and address, then logs the share with the message number', async () => {
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

    // Nothing is sent yet: the sheet shows what will be, with the link's category and address.
    const preview = await within(picker).findByRole('region', { name: 'Send this link?' });
    expect(within(preview).getByText('Beach')).toBeInTheDocument();
    expect(within(preview).getByText('Tips')).toBeInTheDocument();
    expect(within(preview).getByText('https://zeemeeuw.example', { selector: 'dd' })).toBeInTheDocument();
    expect(within(preview).getByText(/Beach pavilion De Zeemeeuw\s+https:\/\/zeemeeuw\.example/, { selector: 'blockquote' })).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.method === 'POST' && request.path === `${BASE}/1/message`)).toBe(false);
    fireEvent.click(within(preview).getByText('Send to the chat'));

    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'staffWeblinkApi.logShare')).toBe(true));
    const sent = app.server.requests.find((request) => request.method === 'POST' && request.path === `${BASE}/1/message`);
    expect(sent?.body).toMatchObject({ paragraph: 'Beach pavilion De Zeemeeuw\nhttps://zeemeeuw.example', attachments: [], mentions: [] });
    const log = app.server.requests.find((request) => request.endpoint === 'staffWeblinkApi.logShare');
    expect(log?.path).toBe('/api/employee/weblink/beach/log/share/message/2');
    // The message shows in the thread and the picker closes.
    expect(await screen.findByText(/Beach pavilion De Zeemeeuw/, { selector: '.chat-bubble__text' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share a link' })).toBeNull());
  });

  it('goes back to the links from the preview without sending anything', async () => {
    const app = renderDetail('/guide/chats/1', member, shareRoutes);
    fireEvent.click(await screen.findByTitle('Share a link'));
    const picker = await screen.findByRole('dialog', { name: 'Share a link' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Share Wi-Fi at the park' }));
    fireEvent.click(await within(picker).findByText('Back to the links'));
    expect(await within(picker).findByRole('button', { name: 'Share Beach pavilion De Zeemeeuw' })).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.method === 'POST' && request.path === `${BASE}/1/message`)).toBe(false);
  });

  it("offers the guest's suite and language first", async () => {
    const manuals = {
      ...WEBLINK_CATEGORIES[2]!,
      links: [
        weblinkWith({ _id: 'lock-3', title: 'Smart lock manual (Suite 3)', categoryId: 'manuals', assetcode: 's3' }),
        weblinkWith({ _id: 'thermostat-en', title: 'Thermostat manual', categoryId: 'manuals', language: 'en' }),
        weblinkWith({ _id: 'thermostat-nl', title: 'Handleiding thermostaat', categoryId: 'manuals', language: 'nl' }),
        weblinkWith({ _id: 'lock-12', title: 'Smart lock manual (Suite 12)', categoryId: 'manuals', assetcode: 's12' }),
      ],
    };
    renderDetail('/guide/chats/1', member, {
      ...shareRoutes,
      [routeOf(staffWeblinkCategoryApi.list)]: ok([...WEBLINK_CATEGORIES.slice(0, 2), manuals]),
      // Suite s12; the main guest uses the app in Dutch.
      [routeOf(staffReservationApi.get)]: ok(bookingWith()),
    });
    fireEvent.click(await screen.findByTitle('Share a link'));
    const picker = await screen.findByRole('dialog', { name: 'Share a link' });
    const first = await within(picker).findByRole('region', { name: /Manuals/ });
    expect(within(picker).getAllByRole('region')[0]).toBe(first);
    const titles = within(first).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(titles).toEqual([
      'Share Smart lock manual (Suite 12)',
      'Share Handleiding thermostaat',
      'Share Thermostat manual',
      'Share Smart lock manual (Suite 3)',
    ]);
    expect(within(within(first).getAllByRole('listitem')[0]!).getByText('Guest’s suite')).toBeInTheDocument();
  });

  it('keeps the picker open and says so when the message cannot be sent', async () => {
    const app = renderDetail('/guide/chats/1', member, {
      ...shareRoutes,
      [`POST ${BASE}/1/message`]: () => ({ status: 404, body: { code: 'CHAT_NOT_FOUND', message: 'Chat not found' } }),
    });
    fireEvent.click(await screen.findByTitle('Share a link'));
    const picker = await screen.findByRole('dialog', { name: 'Share a link' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Share Wi-Fi at the park' }));
    fireEvent.click(await within(picker).findByText('Send to the chat'));
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
