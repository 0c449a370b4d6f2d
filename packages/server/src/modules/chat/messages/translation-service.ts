import { appLanguageOf, type AppLanguage, type ChatMessageTranslation } from '@stay/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { Caller } from '../../../http/caller';
import type { TranslationPort } from '../../../platform/translation/port';
import { findAccountById } from '../../identity';
import type { LoadedChat } from '../chats/chat-loader';
import { findMessage } from './message-repository';
import { findTranslation, insertTranslation, type ChatMessageTranslationRow } from './translation-repository';

/**
 * Chat messages in the reader's language. A translation is asked of the provider the first time a reader wants a
 * message in a language and kept per message and language (also "already in that language"), so a message is
 * translated at most once per language and message reads never wait for a provider. A failure is not kept: the reader
 * sees the original, and the next read asks again. The message itself is never changed.
 */
export function createTranslationService({ db, translation }: { db: Db; translation: TranslationPort }) {
  /** `lang` when given, else the reader's account language (English when it names none of the app's). */
  async function readerLanguage(actor: Caller, lang: AppLanguage | undefined): Promise<AppLanguage> {
    if (lang) return lang;
    const account = await findAccountById(db, actor.accountId);
    return appLanguageOf(account?.language) ?? 'en';
  }

  return {
    async translate(actor: Caller, loaded: LoadedChat, nmbr: number, lang: AppLanguage | undefined, now: Date): Promise<ChatMessageTranslation> {
      // The same message a read of it answers: a guest never reaches a private note.
      const message = await findMessage(db, loaded.chat.nmbr, nmbr, actor.kind === 'employee');
      if (!message) throw new AppError('CHAT_NOT_FOUND', 'Message not found');
      const language = await readerLanguage(actor, lang);
      const answer = (status: ChatMessageTranslation['status'], sourceLanguage: string | null = null, paragraph: string | null = null): ChatMessageTranslation => ({
        nmbr,
        chatnmbr: loaded.chat.nmbr,
        language,
        status,
        sourceLanguage,
        paragraph,
      });
      const fromRow = (row: ChatMessageTranslationRow) => (row.paragraph === null ? answer('same-language', row.source_language) : answer('translated', row.source_language, row.paragraph));

      if (translation.provider === 'none' || message.paragraph.trim() === '') return answer('unavailable');
      const kept = await findTranslation(db, nmbr, language);
      if (kept) return fromRow(kept);
      const translated = await translation.translate(message.paragraph, language);
      if (!translated) return answer('unavailable');
      const isSameLanguage = translated.sourceLanguage === language || translated.text === message.paragraph;
      const row = {
        message_nmbr: nmbr,
        language,
        source_language: translated.sourceLanguage,
        paragraph: isSameLanguage ? null : translated.text,
        provider: translation.provider,
        created_at: now.toISOString(),
      };
      await insertTranslation(db, row);
      return fromRow(row);
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
