import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatWith, messageWith, reminderWith, suggestionWith } from '@/test/chat-fixtures';
import { BASE, member, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

const loadingMessage = () => (document.querySelector('ion-loading') as HTMLIonLoadingElement | null)?.message;
withFakeWebSocket();

describe('staff chat detail', () => {
  it('shows the chat and its messages, and sends a private note with an @mention of a colleague', async () => {
    const app = renderDetail('/guide/chats/1', member, {
      [`POST ${BASE}/1/message`]: (request) => ({ status: 200, body: messageWith(2, { ...(request.body as object), person: null, employee: 'e1' }) }),
    });
    expect(await screen.findByText('Hi, is the sauna open?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Suite Zeezicht 12' })).toBeInTheDocument();
    expect(screen.getByText('Nobody handles this chat')).toBeInTheDocument();

    const field = await screen.findByLabelText('Message');
    // The mention list loads with the chat (a member's composer).
    await waitFor(() => expect(app.server.requests.some((request) => request.path === `${BASE}/1/mention`)).toBe(true));
    // A reply goes to the guest: it offers no one to mention.
    fireEvent.change(field, { target: { value: 'Asking @Da', selectionStart: 10 } });
    expect(screen.queryByRole('listbox', { name: 'Mention a colleague' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Private note' }));
    expect(screen.getByText('The guest never sees this note')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add photo')).toBeNull();
    fireEvent.change(field, { target: { value: 'Asking @Da', selectionStart: 10 } });
    const options = await screen.findByRole('listbox', { name: 'Mention a colleague' });
    // Not oneself.
    expect(within(options).queryByText('Sam Jansen')).toBeNull();
    fireEvent.click(within(options).getByText('Daan Bakker'));
    expect(field).toHaveValue('Asking @Daan ');
    fireEvent.change(field, { target: { value: 'Asking @Daan about the sauna' } });
    fireEvent.click(screen.getByLabelText('Send'));
    await waitFor(() => expect(app.server.requests.some((request) => request.method === 'POST' && request.path === `${BASE}/1/message`)).toBe(true));
    const sent = app.server.requests.find((request) => request.method === 'POST' && request.path === `${BASE}/1/message`);
    expect(sent?.body).toMatchObject({ paragraph: 'Asking @Daan about the sauna', mentions: ['e2'], note: true });
    // It shows as a private note in the thread.
    await waitFor(() => expect(document.querySelector('.chat-bubble--note')).toHaveTextContent('Private note · only staff see this'));
  });

  it('asks a non-member to join before replying (join guard), behind "Joining the chat"', async () => {
    const joined = { ...member };
    const app = renderDetail('/guide/chats/1', chatWith({ membership: { isMember: false, isAdmin: false } }), { [`POST ${BASE}/1/joinChat`]: ok(joined) }, { joinExternal: true });
    expect(await screen.findByText('Join this chat to reply.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    fireEvent.click(screen.getAllByText('Join').at(-1) as HTMLElement);
    await waitFor(() => expect(loadingMessage()).toBe('Joining the chat'));
    expect(await screen.findByLabelText('Message')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path === `${BASE}/1/joinChat`)).toBe(true);
  });

  it('opens with the chatSuggestion shown; using it sets its status behind "Marking the suggestion as used"', async () => {
    const suggestion = suggestionWith({ _id: 'sug9', chatMessage: 1 });
    const app = renderDetail('/guide/chats/1?chatSuggestion=sug9', member, {
      'GET /api/employee/chat-suggestion/sug9': ok(suggestion),
      'POST /api/employee/chat-suggestion/sug9/setStatus/USED': ok({ ...suggestion, status: 'USED' }),
    });
    const card = await screen.findByRole('article', { name: 'Suggestion: Offer a late checkout' });
    expect(card).toHaveClass('chat-suggestion--highlight');
    // The message that triggered the suggestion is marked in the thread.
    await waitFor(() => expect(document.getElementById('message-1')).toHaveClass('chat-bubble--highlight'));
    fireEvent.click(within(card).getByText('Use'));
    // "Use" puts the proposed message into the composer, for the staff member to check and send.
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(suggestion.text));
    await waitFor(() => expect(loadingMessage()).toBe('Marking the suggestion as used'));
    await waitFor(() => expect(within(card).getByText('Marked as USED')).toBeInTheDocument());
    expect(app.server.requests.some((request) => request.path === '/api/employee/chat-suggestion/sug9/setStatus/USED')).toBe(true);
  });

  it('cancels one of my reminders behind "Cancelling the reminder"', async () => {
    const app = renderDetail('/guide/chats/1', member, { [`DELETE ${BASE}/1/reminder/rem1`]: ok({ message: 'OK' }) });
    expect(await screen.findByText('Call about the bikes')).toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText(/^Cancel reminder of/));
    await waitFor(() => expect(loadingMessage()).toBe('Cancelling the reminder'));
    await waitFor(() => expect(screen.queryByText('Call about the bikes')).toBeNull());
    expect(app.server.requests.some((request) => request.method === 'DELETE' && request.path === `${BASE}/1/reminder/rem1`)).toBe(true);
  });

  it("shows the server's refusal of a reminder inside the form, which stays open, and saves once it is fixed", async () => {
    let refuse = true;
    const app = renderDetail('/guide/chats/1', member, {
      [`POST ${BASE}/1/reminder`]: (request) =>
        refuse
          ? { status: 403, body: { code: 'UNAUTHORIZED', message: 'Not authorized' } }
          : { status: 200, body: reminderWith({ _id: 'rem2', datetime: (request.body as { datetime: string }).datetime, paragraph: 'Bring towels' }) },
    });
    await screen.findByText('Call about the bikes');
    const open = screen.getAllByText('Set reminder').find((element) => element.closest('ion-button')) as HTMLElement;
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Set reminder' });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Bring towels' } });
    fireEvent.click(within(dialog).getByText('Save'));
    // Inside the sheet: an alert or toast would sit behind the modal dialog.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not authorized');
    expect(document.querySelector('ion-alert')).toBeNull();
    expect(document.querySelector('ion-toast')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Set reminder' })).toBeInTheDocument();
    // Changing anything clears the message; saving again goes through and closes the form.
    fireEvent.click(within(dialog).getByText('Tomorrow 09:00'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    refuse = false;
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set reminder' })).toBeNull());
    expect(app.server.requests.filter((request) => request.endpoint === 'staffChatApi.createReminder')).toHaveLength(2);
  });

  it("goes to the chat's booking in one tap", async () => {
    renderDetail('/guide/chats/1', member);
    const booking = await screen.findByText('Open booking');
    expect(booking.closest('ion-button')).toHaveAttribute('router-link', '/guide/settings/bookings/RES-1001');
  });

  it("skips a chat id that is missing or the string 'undefined'", async () => {
    const app = renderDetail('/guide/chats/undefined', member);
    expect(await screen.findByText('This chat could not be found.')).toBeInTheDocument();
    expect(app.server.requests.filter((request) => request.path.startsWith(`${BASE}/`) && request.path !== `${BASE}/unread`)).toEqual([]);
  });

  it('opens a reservation chat by reservation id', async () => {
    const app = renderDetail('/guide/chats/r1', member, { [`POST ${BASE}`]: ok(member) });
    expect(await screen.findByText('Hi, is the sauna open?')).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.method === 'POST' && request.path === BASE)?.body).toEqual({ object1: 'reservation', objectkey: 'r1' });
  });
});
