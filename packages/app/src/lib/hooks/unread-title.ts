/** A page title with the unread total in front, "(3) Chats" (AppPage's `documentTitle`). */
export function unreadTitle(title: string, unread: number | null | undefined): string {
  return unread && unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${title}` : title;
}
