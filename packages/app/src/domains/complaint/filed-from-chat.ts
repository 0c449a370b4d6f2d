/** The state a complaint's page is opened with right after it was filed from a chat: the way back to that chat. */
export interface FiledFromChatState {
  filedFromChat: string;
}

export const filedFromChatState = (chat: string): FiledFromChatState => ({ filedFromChat: chat });

export function filedFromChatOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('filedFromChat' in state)) return null;
  const chat = (state as { filedFromChat: unknown }).filedFromChat;
  return typeof chat === 'string' && chat ? chat : null;
}
