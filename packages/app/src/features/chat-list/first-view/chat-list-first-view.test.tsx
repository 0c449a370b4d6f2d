import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatWith, internalChatWith } from '@/test/chat-fixtures';
import { ChatListFirstView } from './chat-list-first-view';

function renderList(language: 'en' | 'de' = 'en', isSupport = true) {
  const onOpen = vi.fn();
  const onTapInApp = vi.fn();
  render(
    <ChatListFirstView
      language={language}
      chats={[chatWith(), internalChatWith()]}
      hrefOf={(chat) => `/support/chats/${chat.nmbr}`}
      isSupport={isSupport}
      onOpen={onOpen}
      onTapInApp={onTapInApp}
    />,
  );
  return { onOpen, onTapInApp };
}

describe("the inbox list's first view", () => {
  it('draws each chat as the app does: suite, guest, guide, last message, unread count, badges and extras', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'All chats' });
    const guestChat = within(list).getByRole('link', { name: 'Open chat Suite Zeezicht 12' });
    expect(within(guestChat).getByRole('heading', { name: 'Suite Zeezicht 12' })).toBeTruthy();
    expect(within(guestChat).getByText('Anna de Vries')).toBeTruthy();
    expect(within(guestChat).getByText('Speaks German')).toBeTruthy();
    expect(within(guestChat).getByText('Late checkout')).toBeTruthy();
    expect(within(guestChat).getByText(/^Guide Sanne/)).toBeTruthy();
    expect(within(guestChat).getByText('Could we leave a bit later?')).toBeTruthy();
    expect(screen.getByLabelText('3 unread messages')).toBeTruthy();
    expect(screen.getByText('Mine')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 deliveries · 3 complaints · 1 suggestion · 1 reminder' })).toBeTruthy();
    const teamChat = within(list).getByRole('link', { name: 'Open chat Bike fleet' });
    expect(within(teamChat).getByText('Urgent')).toBeTruthy();
  });

  it("speaks the person's language, singular and plural", () => {
    renderList('de', false);
    expect(screen.getByRole('list', { name: 'Alle Chats' })).toBeTruthy();
    expect(screen.getByLabelText('3 ungelesene Nachrichten')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^3 Lieferungen · 3 Beschwerden · 1 Vorschlag/ })).toBeTruthy();
    expect(screen.queryByText(/^Guide Sanne/)).toBeNull();
  });

  it('opens a tapped chat in the app, and opens the extras there', () => {
    const { onOpen, onTapInApp } = renderList();
    fireEvent.click(screen.getByRole('link', { name: 'Open chat Bike fleet' }));
    expect(onOpen).toHaveBeenCalledWith('/support/chats/2');
    fireEvent.click(screen.getByRole('button', { name: /^3 deliveries/ }));
    expect(onTapInApp).toHaveBeenCalledWith('#chat-item-1 .chat-extras__toggle');
  });
});
