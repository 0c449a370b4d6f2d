import { staffSavedReplyApi, type SavedReply } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatWith } from '@/test/chat-fixtures';
import { routeOf } from '@/test/fake-fetch';
import { preloadStaffScreens } from '@/test/preload-staff-screens';
import { member, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

// The chat screen loads lazily: load its code once, so no test waits for it to be compiled.
beforeAll(async () => {
  await preloadStaffScreens();
  await import('./chat-detail-page');
});

const reply = (id: string, title: string, shortcut: string, text: Partial<SavedReply['text']> & { en: string }, scope: SavedReply['scope'] = 'shared'): SavedReply => ({
  _id: id,
  location: 'l1',
  scope,
  employee: scope === 'own' ? 'e1' : null,
  title,
  shortcut,
  text: { nl: null, de: null, fr: null, ...text },
  canEdit: scope === 'own',
  created: '2026-03-01T10:00:00.000Z',
  updated: '2026-03-01T10:00:00.000Z',
});

const REPLIES = [
  reply('welcome', 'Welcome', 'welcome', { en: 'Welcome to {suite}, {firstname}!', de: 'Willkommen in {suite}, {firstname}!' }),
  reply('towels', 'Fresh towels', 'towels', { en: 'Fresh towels are on their way to {suite}.', nl: 'Er zijn schone handdoeken onderweg naar {suite}.' }),
  reply('bikes', 'Dune route', 'bikes', { en: 'The dune route starts behind {suite}, {firstname}.' }, 'own'),
];
const routes = { [routeOf(staffSavedReplyApi.list)]: ok(REPLIES) };

async function composer() {
  await screen.findByText('Hi, is the sauna open?');
  const field = await screen.findByRole('textbox', { name: 'Message' });
  return field as HTMLTextAreaElement;
}

function type(field: HTMLTextAreaElement, value: string) {
  fireEvent.change(field, { target: { value, selectionStart: value.length } });
}

describe('staff chat: saved replies in the composer', () => {
  it("opens with / , filters as you type, and inserts the guest's language with the variables filled (keyboard)", async () => {
    renderDetail('/guide/chats/1', member, routes);
    const field = await composer();
    type(field, '/');
    const list = await screen.findByRole('listbox', { name: 'Saved replies' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    // The texts show as they will be inserted: the German guest gets German, variables filled.
    expect(within(list).getByText('Willkommen in Suite Zeezicht 12, Anna!')).toBeInTheDocument();

    type(field, '/welc');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    type(field, '/');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'Enter' });

    await waitFor(() => expect(field.value).toBe('Willkommen in Suite Zeezicht 12, Anna!'));
    expect(screen.queryByRole('listbox', { name: 'Saved replies' })).toBeNull();
    // German exists: nothing to warn about.
    expect(screen.queryByText(/inserted in/)).toBeNull();
  });

  it("says when the guest's language is missing and inserts the location's language instead", async () => {
    renderDetail('/guide/chats/1', member, routes);
    const field = await composer();
    // The chat's header says which language the guest reads.
    expect(within(screen.getByRole('region', { name: 'About this chat' })).getByText('Speaks German')).toBeInTheDocument();
    type(field, '/towels');
    const list = await screen.findByRole('listbox', { name: 'Saved replies' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(field.value).toBe('Er zijn schone handdoeken onderweg naar Suite Zeezicht 12.'));
    expect(screen.getByText('This reply has no German text yet, so it was inserted in Dutch.')).toBeInTheDocument();
  });

  it('falls back to English when neither the guest\'s nor the location\'s language is there', async () => {
    renderDetail('/guide/chats/1', member, routes);
    const field = await composer();
    type(field, '/bikes');
    fireEvent.click(await screen.findByRole('option', { name: /Dune route/ }));
    await waitFor(() => expect(field.value).toBe('The dune route starts behind Suite Zeezicht 12, Anna.'));
    expect(screen.getByText('This reply has no German text yet, so it was inserted in English.')).toBeInTheDocument();
  });

  it('closes with Escape without inserting, says when nothing matches, and opens from the button too', async () => {
    renderDetail('/guide/chats/1', member, routes);
    const field = await composer();
    type(field, '/');
    await screen.findByRole('listbox', { name: 'Saved replies' });
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Saved replies' })).toBeNull());
    expect(field.value).toBe('/');

    type(field, '/sauna');
    expect(await screen.findByText('No saved reply matches “sauna”.')).toBeInTheDocument();

    type(field, 'Hello!');
    await waitFor(() => expect(screen.queryByText(/No saved reply matches/)).toBeNull());
    fireEvent.click(screen.getByTitle('Insert a saved reply'));
    const list = await screen.findByRole('listbox', { name: 'Saved replies' });
    fireEvent.click(within(list).getByRole('option', { name: /Welcome/ }));
    await waitFor(() => expect(field.value).toBe('Hello! Willkommen in Suite Zeezicht 12, Anna!'));
  });

  it('shows the Dutch labels to a Dutch staff member', async () => {
    renderDetail('/guide/chats/1', chatWith({ ...member, reservation: { ...member.reservation!, guestLanguage: 'fr' } }), routes, {}, undefined, 'nl');
    const field = (await screen.findByRole('textbox', { name: 'Bericht' })) as HTMLTextAreaElement;
    type(field, '/tow');
    await screen.findByRole('listbox', { name: 'Opgeslagen antwoorden' });
    expect(screen.getByText('Spreekt Frans')).toBeInTheDocument();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Dit antwoord is er nog niet in het Frans, dus het is in het Nederlands ingevoegd.')).toBeInTheDocument();
  });
});
