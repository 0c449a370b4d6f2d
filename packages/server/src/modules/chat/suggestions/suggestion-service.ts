import type { ChatSuggestion } from '@stay/contract';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { loadStaffChat, type LoadedChat } from '../chats/chat-loader';
import type { ChatServiceDeps } from '../deps';
import { parseSuggestionActions } from '../to-wire';
import { findSuggestion, setSuggestionStatus, type ChatSuggestionRow } from './suggestion-repository';
import { suggestionsFor } from './suggestion-texts';

/** Suggestions: staff who may see the chat read them; choosing one of its actions sets the status and hides it. */
export function createSuggestionService({ db, events }: ChatServiceDeps) {
  async function resolve(actor: StaffCaller, id: string): Promise<{ actor: StaffCaller; row: ChatSuggestionRow; loaded: LoadedChat }> {
    const row = await findSuggestion(db, id);
    const notFound = () => new AppError('CHAT_NOT_FOUND', 'Suggestion not found');
    if (!row || (row.employee_id !== null && row.employee_id !== actor.id)) throw notFound();
    const loaded = await loadStaffChat(db, actor, row.chat_nmbr).catch(() => {
      throw notFound();
    });
    return { actor, row, loaded };
  }

  const read = async (caller: StaffCaller, row: ChatSuggestionRow): Promise<ChatSuggestion> => (await suggestionsFor(db, caller.id, [row]))[0]!;

  return {
    async get(caller: StaffCaller, id: string): Promise<ChatSuggestion> {
      return read(caller, (await resolve(caller, id)).row);
    },

    async setStatus(caller: StaffCaller, now: Date, id: string, status: string): Promise<ChatSuggestion> {
      const { actor, row, loaded } = await resolve(caller, id);
      if (!parseSuggestionActions(row.actions).some((action) => action.status === status)) {
        throw new AppError('INVALID_INPUT', "status: not one of the suggestion's actions");
      }
      if (row.status !== null) return read(actor, row);
      const iso = now.toISOString();
      if (await setSuggestionStatus(db, row.id, status, actor.id, iso)) await events.updated(loaded.chat, loaded.members, 'suggestion');
      const updated = await findSuggestion(db, row.id);
      return read(actor, updated ?? row);
    },
  };
}

export type SuggestionService = ReturnType<typeof createSuggestionService>;
