import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { suggestionWith } from '@/test/chat-fixtures';
import { NEW_TEAM_CHAT_SELECTOR, StaffChatsFirstView } from './staff-chats-first-view';

function renderPage(unread = { unread: 12, suggestions: [suggestionWith()] }, list: ReactNode = <ul aria-label="the list" />) {
  const onOpen = vi.fn();
  const onTapInApp = vi.fn();
  render(
    <StaffChatsFirstView
      language="nl"
      unread={unread}
      list={list}
      menuButton={<button type="button">menu</button>}
      suggestionHref={(suggestion) => `/guide/chats/${suggestion.chatnmbr}?chatSuggestion=${suggestion._id}`}
      viewHref={(view) => `/guide/chats?view=${view}`}
      onOpen={onOpen}
      onTapInApp={onTapInApp}
    />,
  );
  return { onOpen, onTapInApp };
}

describe("the staff inbox's first view", () => {
  it("draws the app's inbox page: title, unread total, views, suggestions and the list", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '12 ongelezen berichten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle', pressed: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 suggestie voor jou' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'the list' })).toBeTruthy();
  });

  it('opens a suggestion or another view in the app, and asks the app for a new team chat', () => {
    const { onOpen, onTapInApp } = renderPage();
    fireEvent.click(screen.getByRole('link', { name: /Offer a late checkout/ }));
    expect(onOpen).toHaveBeenCalledWith('/guide/chats/1?chatSuggestion=s1');
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(onOpen).toHaveBeenCalledWith('/guide/chats?view=internal');
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe teamchat' }));
    expect(onTapInApp).toHaveBeenCalledWith(NEW_TEAM_CHAT_SELECTOR);
  });

  it('shows the loading list until the chats are there, without a badge for nothing unread', () => {
    renderPage({ unread: 0, suggestions: [] }, null);
    expect(screen.getByRole('list', { name: 'Chats laden' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
