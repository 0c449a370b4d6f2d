import type { ChatSuggestion } from '@stay/contract';

/** The navigation state that opens a staff chat with a suggestion's proposed message in its composer. */
export interface SuggestionDraftState {
  suggestionDraft: string;
}

export const suggestionDraftState = (suggestion: Pick<ChatSuggestion, 'text'>): SuggestionDraftState => ({ suggestionDraft: suggestion.text });

/** The proposed message a chat was opened with, if any. */
export function suggestionDraftOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('suggestionDraft' in state)) return null;
  const draft = (state as { suggestionDraft: unknown }).suggestionDraft;
  return typeof draft === 'string' && draft.length > 0 ? draft : null;
}
