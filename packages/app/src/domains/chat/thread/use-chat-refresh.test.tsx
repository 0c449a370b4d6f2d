import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatRefresh } from './use-chat-refresh';
import { unreadTitle } from '@/lib/hooks/unread-title';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => vi.useRealTimers());

describe('chat refresh fallback', () => {
  it('refreshes every 120000 ms while visible, each time 1000 ms debounced', () => {
    const refresh = vi.fn();
    renderHook(() => useChatRefresh(refresh, true));
    vi.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not poll while the document is hidden, and refreshes when it is shown again', () => {
    const refresh = vi.fn();
    renderHook(() => useChatRefresh(refresh, true));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(5 * 120_000);
    expect(refresh).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not poll for a page that is not on screen', () => {
    const refresh = vi.fn();
    renderHook(() => useChatRefresh(refresh, false));
    vi.advanceTimersByTime(5 * 120_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('collapses a burst of triggers into one refresh', () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useChatRefresh(refresh, true));
    for (let index = 0; index < 5; index += 1) {
      result.current();
      vi.advanceTimersByTime(500);
    }
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('unread page title', () => {
  it('puts the unread total in front: "(3) Chats"', () => {
    expect(unreadTitle('Chats', 3)).toBe('(3) Chats');
    expect(unreadTitle('Chats', 0)).toBe('Chats');
    expect(unreadTitle('Chats', null)).toBe('Chats');
    expect(unreadTitle('Chats', 120)).toBe('(99+) Chats');
  });
});
