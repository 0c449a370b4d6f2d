import {
  CHAT_STATUS,
  canMentionIn,
  canWriteNote,
  isGuestChatObject,
  type ChatAttachment,
  type ChatMessage,
  type ChatMessageListQuery,
  type ChatMessageSendBody,
  type ChatMessageStatus,
  type ChatStatus,
} from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { AppError } from '../../../errors';
import type { Caller } from '../../../http/caller';
import { findStaffRows, recipientLanguage } from '../../identity';
import { CHAT_PUSH_TEXTS } from '../live/push-texts';
import { isParticipant, membershipOf } from '../access/membership';
import { findAttachments } from '../attachments/attachment-repository';
import type { LoadedChat } from '../chats/chat-loader';
import { chatStatusFor } from '../chats/chat-views';
import { newestMessageNmbr } from '../chats/newest-message';
import type { ChatServiceDeps } from '../deps';
import { advanceReadMark, findReadersFrom } from '../read-state/read-state-repository';
import { readerOf } from '../read-state/unread';
import { parseStringList, personalInfo, toAttachment, toChatMessage } from '../to-wire';
import { appendMessage } from './append-message';
import { authorsOf } from './message-authors';
import { findMessage, findMessageByClientId, findMessagePage, type ChatMessageRecord, type ChatMessageRow, type MessageAuthor } from './message-repository';

const PREVIEW_LENGTH = 140;

/** The messages for the wire; `authors` in the order of `rows`, or the rows themselves when they carry their authors. */
async function toMessages(db: DbOrTrx, chatNmbr: number, rows: readonly ChatMessageRow[], authors: readonly MessageAuthor[]): Promise<ChatMessage[]> {
  const filenames = [...new Set(rows.flatMap((row) => parseStringList(row.attachments)))];
  const attachments = new Map<string, ChatAttachment>(
    filenames.length === 0 ? [] : (await findAttachments(db, chatNmbr, filenames)).map((row) => [row.filename, toAttachment(row)]),
  );
  return rows.map((row, index) => toChatMessage(row, authors[index]!, attachments));
}

const canWrite = (actor: Caller, loaded: LoadedChat) => isParticipant(membershipOf(actor, loaded.chat, loaded.members));
/** Only staff ever read private notes. */
const readsNotes = (actor: Caller) => actor.kind === 'employee';

export function createMessageService({ db, events, notifier, messagePush }: ChatServiceDeps) {
  /** Moves the actor's read mark and tells the chat (read receipts) and the actor (their badge). */
  async function markRead(actor: Caller, loaded: LoadedChat, nmbr: number, now: Date): Promise<void> {
    if (!canWrite(actor, loaded)) return;
    // The mark never moves down: when it is there already, nothing is written and nobody is told.
    if (loaded.readMark !== undefined && loaded.readMark >= nmbr) return;
    const moved = await advanceReadMark(db, loaded.chat.nmbr, readerOf(actor), nmbr, now.toISOString());
    if (!moved) return;
    await events.read(loaded.chat, loaded.members, actor, nmbr);
    await events.unreadTotals(db, loaded.members.filter((member) => member.kind === actor.kind && member.member_key === actor.id));
  }

  async function notifyMentions(actor: Caller, loaded: LoadedChat, message: ChatMessage): Promise<void> {
    for (const staffId of message.mentions) {
      if (actor.kind === 'employee' && staffId === actor.id) continue;
      const recipient = { kind: 'employee', id: staffId } as const;
      await notifier.notify({
        recipient,
        kind: 'mention',
        title: CHAT_PUSH_TEXTS[await recipientLanguage(db, recipient)].mentionTitle(actor.firstname),
        body: message.paragraph.slice(0, PREVIEW_LENGTH),
        objecttype: 'CHAT',
        objectkey: String(loaded.chat.nmbr),
        chatnmbr: loaded.chat.nmbr,
      });
    }
  }

  /**
   * Mentions that may be stored: none for a guest in a guest chat (dropped); staff in a guest chat mention only in a
   * private note (a 400 otherwise, so a colleague's question never reaches the guest); known staff of the chat's location.
   */
  async function allowedMentions(actor: Caller, loaded: LoadedChat, mentions: readonly string[], isNote: boolean): Promise<string[]> {
    const isGuestChat = isGuestChatObject(loaded.chat.object1);
    if (actor.kind === 'person' || mentions.length === 0) return [];
    if (!canMentionIn(actor.role, isGuestChat, isNote)) throw new AppError('INVALID_INPUT', 'mentions: in a guest chat only a private note mentions');
    const unique = [...new Set(mentions)];
    const staff = await findStaffRows(db, unique);
    const location = loaded.chat.location_id;
    const known = staff.filter((staff) => location === null || staff.location_id === null || staff.location_id === location);
    if (known.length !== unique.length) throw new AppError('INVALID_INPUT', 'mentions: unknown staff member');
    return unique;
  }

  async function getMessage(actor: Caller, loaded: LoadedChat, nmbr: number): Promise<ChatMessage> {
    const row = await findMessage(db, loaded.chat.nmbr, nmbr, readsNotes(actor));
    if (!row) throw new AppError('CHAT_NOT_FOUND', 'Message not found');
    const [message] = await toMessages(db, loaded.chat.nmbr, [row], [row]);
    return message!;
  }

  return {
    async list(actor: Caller, loaded: LoadedChat, query: ChatMessageListQuery, now: Date): Promise<ChatMessage[]> {
      const rows = await findMessagePage(db, loaded.chat.nmbr, {
        before: query.before,
        after: query.after,
        limit: query.pagesize,
        withNotes: readsNotes(actor),
      });
      const messages = await toMessages(db, loaded.chat.nmbr, rows, await authorsOf(db, rows, loaded.members));
      const newest = rows.at(-1)?.nmbr;
      if (query.markasread && newest !== undefined) await markRead(actor, loaded, newest, now);
      return query.order === 'desc' ? messages.reverse() : messages;
    },

    get: getMessage,

    /** markAsRead: the actor's read mark moves to the chat's newest message. */
    async markAllRead(actor: Caller, loaded: LoadedChat, now: Date): Promise<ChatStatus> {
      const newest = newestMessageNmbr(loaded.chat, readsNotes(actor));
      if (newest !== null) await markRead(actor, loaded, newest, now);
      return chatStatusFor(db, actor, loaded.chat, loaded.members);
    },

    async status(actor: Caller, loaded: LoadedChat, nmbr: number): Promise<ChatMessageStatus> {
      const row = await findMessage(db, loaded.chat.nmbr, nmbr, readsNotes(actor));
      if (!row) throw new AppError('CHAT_NOT_FOUND', 'Message not found');
      const readers = (await findReadersFrom(db, loaded.chat.nmbr, nmbr)).filter(
        (reader) => !(reader.reader_kind === 'person' ? reader.reader_id === row.person_id : reader.reader_id === row.employee_id),
      );
      return {
        nmbr,
        chatnmbr: loaded.chat.nmbr,
        read: readers.length > 0,
        readby: readers.map((reader) => ({
          person: reader.reader_kind === 'person' ? reader.reader_id : null,
          employee: reader.reader_kind === 'employee' ? reader.reader_id : null,
          personalinfo: personalInfo(reader),
          readAt: reader.read_at,
        })),
      };
    },

    /** Stores a message (idempotent per clientId), re-opens the chat, and delivers it live. */
    async send(actor: Caller, loaded: LoadedChat, body: ChatMessageSendBody, now: Date): Promise<ChatMessage> {
      if (!canWrite(actor, loaded)) throw new AppError('UNAUTHORIZED', 'Join the chat to write in it');
      const isGuestChat = isGuestChatObject(loaded.chat.object1);
      if (body.note && !canWriteNote(actor.role, isGuestChat)) throw new AppError('INVALID_INPUT', 'note: staff write private notes in guest chats');
      const chatNmbr = loaded.chat.nmbr;
      const replayOf = async (existing: ChatMessageRecord) => {
        // A clientId answers only its own author's message: nobody reads another's message (a note) by its key.
        const isSameAuthor = actor.kind === 'person' ? existing.person_id === actor.id : existing.employee_id === actor.id;
        if (!isSameAuthor) throw new AppError('INVALID_INPUT', 'clientId: already used');
        return (await toMessages(db, chatNmbr, [existing], [existing]))[0]!;
      };
      if (body.clientId) {
        const existing = await findMessageByClientId(db, chatNmbr, body.clientId);
        if (existing) return replayOf(existing);
      }
      const attachments = [...new Set(body.attachments)];
      if (attachments.length > 0 && (await findAttachments(db, chatNmbr, attachments)).length !== attachments.length) {
        throw new AppError('INVALID_INPUT', 'attachments: unknown file for this chat');
      }
      const mentions = body.mentions.length === 0 ? [] : await allowedMentions(actor, loaded, body.mentions, body.note);

      const iso = now.toISOString();
      const wasOpen = loaded.chat.chatstatus === CHAT_STATUS.open;
      let appended: Awaited<ReturnType<typeof appendMessage>>;
      try {
        appended = await db.transaction().execute((trx) =>
          appendMessage(
            trx,
            loaded.chat,
            { paragraph: body.paragraph, author: readerOf(actor), attachments, mentions, clientId: body.clientId, isNote: body.note },
            iso,
          ),
        );
      } catch (error) {
        // Two sends with one clientId at once: the unique (chat, client_id) lets one win; answer the winner's message.
        const winner = body.clientId ? await findMessageByClientId(db, chatNmbr, body.clientId) : undefined;
        if (!winner) throw error;
        return replayOf(winner);
      }

      const row = await findMessage(db, chatNmbr, appended.nmbr, true);
      if (!row) throw new AppError('CHAT_NOT_FOUND', 'Message not found');
      // Without attachments there is nothing to look up for the wire message.
      const message = attachments.length === 0 ? toChatMessage(row, row, new Map()) : (await toMessages(db, chatNmbr, [row], [row]))[0]!;
      const { chat } = appended;
      await events.together(async (sent) => {
        await sent.message(chat, loaded.members, message);
        // Nothing of a note reaches a guest: no unread count, no status change, no push.
        if (message.note) return sent.unreadTotals(db, loaded.members.filter((member) => member.kind !== 'person'), actor);
        if (!wasOpen) await sent.updated(chat, loaded.members, 'status');
        await sent.unreadTotals(db, loaded.members, actor);
      });
      await notifyMentions(actor, loaded, message);
      if (!message.note) await messagePush(actor, chat, loaded.members, message);
      return message;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
