/** The inbox views: every chat, guest (reservation) chats only (`view=guest`), or internal staff chats. */
export type ChatView = 'all' | 'guest' | 'internal';
export const CHAT_VIEWS: readonly ChatView[] = ['all', 'guest', 'internal'];

export function parseChatView(value: string | null): ChatView {
  return value === 'guest' || value === 'internal' ? value : 'all';
}
