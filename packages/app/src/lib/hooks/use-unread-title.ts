import { useEffect } from 'react';

/** The page title with the unread total in front, "(3) Chats", while the page is shown. */
export function unreadTitle(title: string, unread: number | null | undefined): string {
  return unread && unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${title}` : title;
}

export function useUnreadTitle(title: string, unread: number | null | undefined, isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    document.title = unreadTitle(title, unread);
  }, [title, unread, isActive]);
}
