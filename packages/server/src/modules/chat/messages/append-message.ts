import { CHAT_STATUS, type ChatSystemLine } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { AppError } from '../../../errors';
import { updateChat, type ChatRow } from '../chats/chat-repository';
import { advanceReadMark, type Reader } from '../read-state/read-state-repository';
import { markAttachmentsSent } from '../attachments/attachment-repository';
import { insertMentions, insertMessage } from './message-repository';

export interface NewMessage {
  paragraph: string;
  /** The author; null for a system message. */
  author: Reader | null;
  attachments?: readonly string[];
  mentions?: readonly string[];
  clientId?: string | null;
  chatpriority?: string;
  /** A private note: staff read it, a guest never does. */
  isNote?: boolean;
  /** A system line's meaning, rendered in each reader's language (system messages only). */
  systemLine?: ChatSystemLine;
}

/**
 * Appends a message inside the caller's transaction: the chat's newest message moves, the chat (re)opens, and the
 * author's read mark follows their own message. A private note only moves the chat's newest note: what the guest
 * sees of the chat (its lastmessage, status, help request, order in the inbox) stays as it was. Answers the chat row
 * as it now is.
 */
export async function appendMessage(trx: DbOrTrx, chat: ChatRow, message: NewMessage, now: string): Promise<{ nmbr: number; chat: ChatRow }> {
  const attachments = message.attachments ?? [];
  // A sent attachment is kept; one the cleanup job removed since the caller checked it cannot be sent.
  if (attachments.length > 0 && (await markAttachmentsSent(trx, chat.nmbr, attachments, now)) !== new Set(attachments).size) {
    throw new AppError('INVALID_INPUT', 'attachments: unknown file for this chat');
  }
  const nmbr = await insertMessage(trx, {
    chat_nmbr: chat.nmbr,
    paragraph: message.paragraph,
    person_id: message.author?.kind === 'person' ? message.author.id : null,
    employee_id: message.author?.kind === 'employee' ? message.author.id : null,
    attachments: JSON.stringify(attachments),
    mentions: JSON.stringify(message.mentions ?? []),
    client_id: message.clientId ?? null,
    created_at: now,
    is_note: message.isNote ? 1 : 0,
    system_line: message.systemLine ? JSON.stringify(message.systemLine) : null,
  });
  await insertMentions(trx, chat.nmbr, nmbr, message.mentions ?? []);
  if (message.isNote) {
    const notePatch = { last_note_nmbr: nmbr, updated_at: now };
    await updateChat(trx, chat.nmbr, notePatch);
    if (message.author) await advanceReadMark(trx, chat.nmbr, message.author, nmbr, now);
    return { nmbr, chat: { ...chat, ...notePatch } };
  }
  const patch = {
    last_message_nmbr: nmbr,
    activity_at: now,
    updated_at: now,
    chatstatus: CHAT_STATUS.open,
    chatpriority: message.chatpriority ?? chat.chatpriority,
    // A staff reply answers the guest's request for help.
    ...(message.author?.kind === 'employee' ? { help_requested_at: null } : {}),
  };
  await updateChat(trx, chat.nmbr, patch);
  if (message.author) await advanceReadMark(trx, chat.nmbr, message.author, nmbr, now);
  return { nmbr, chat: { ...chat, ...patch } };
}
