import { appLanguageOf, rowTexts, textInLanguage, type AppLanguage, type ChatSuggestion } from '@stay/contract';
import { compiledOnce } from '../../../db/compiled-once';
import { compiledForKeys } from '../../../db/compiled-for-keys';
import type { DbOrTrx } from '../../../db/database';
import { toSuggestion } from '../to-wire';
import type { ChatSuggestionRow } from './suggestion-repository';

interface ChatLanguages {
  /** The language of the chat's first guest (the account's); null in a chat without a guest. */
  guest: AppLanguage | null;
  /** The chat's location's content language (English for a chat of every location). */
  content: AppLanguage;
}

const chatLanguageRowsOf = compiledForKeys((db, _fixed: [], chatNmbrs: number[]) =>
  db
    .selectFrom('chats as c')
    .leftJoin('locations as l', 'l.id', 'c.location_id')
    .leftJoin('chat_members as m', (join) => join.onRef('m.chat_nmbr', '=', 'c.nmbr').on('m.kind', '=', 'person'))
    .leftJoin('accounts as a', 'a.person_id', 'm.person_id')
    .select(['c.nmbr', 'l.content_language', 'a.language'])
    .where('c.nmbr', 'in', chatNmbrs)
    .orderBy('c.nmbr')
    .orderBy('m.joined_at')
    .orderBy('m.id'),
);

/** Per chat: its first guest's language and its location's content language. */
async function chatLanguages(db: DbOrTrx, chatNmbrs: readonly number[]): Promise<Map<number, ChatLanguages>> {
  if (chatNmbrs.length === 0) return new Map();
  const rows = await chatLanguageRowsOf(db, [], [...new Set(chatNmbrs)]);
  const languages = new Map<number, ChatLanguages>();
  for (const row of rows) {
    const nmbr = Number(row.nmbr);
    const known = languages.get(nmbr);
    if (known?.guest) continue;
    languages.set(nmbr, { guest: appLanguageOf(row.language) ?? null, content: appLanguageOf(row.content_language) ?? 'en' });
  }
  return languages;
}

const staffLanguageOf = compiledOnce((db, staffId: string) => db.selectFrom('accounts').select('language').where('employee_id', '=', staffId));

async function staffLanguage(db: DbOrTrx, staffId: string): Promise<AppLanguage> {
  const [row] = await staffLanguageOf(db, staffId);
  return appLanguageOf(row?.language) ?? 'en';
}

/**
 * Suggestions as a staff member reads them: what to do (`title`) in the staff member's language, the message proposed
 * to the guest (`text`) in the guest's language (a chat without a guest: the staff member's); each else in the chat's
 * location's content language, else English.
 */
export async function suggestionsFor(db: DbOrTrx, staffId: string, rows: readonly ChatSuggestionRow[]): Promise<ChatSuggestion[]> {
  if (rows.length === 0) return [];
  const [reader, chats] = await Promise.all([staffLanguage(db, staffId), chatLanguages(db, rows.map((row) => row.chat_nmbr))]);
  return rows.map((row) => {
    const chat = chats.get(row.chat_nmbr) ?? { guest: null, content: 'en' };
    return {
      ...toSuggestion(row),
      title: textInLanguage(rowTexts(row, 'title'), reader, chat.content),
      text: textInLanguage(rowTexts(row, 'text'), chat.guest ?? reader, chat.content),
    };
  });
}
