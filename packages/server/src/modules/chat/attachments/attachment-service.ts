import type { ReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { CHAT_ATTACHMENT_FIELD, type ChatAttachment } from '@stay/contract';
import { AppError } from '../../../errors';
import type { Caller } from '../../../http/caller';
import { isParticipant, membershipOf } from '../access/membership';
import type { LoadedChat } from '../chats/chat-loader';
import type { ChatServiceDeps } from '../deps';
import { toAttachment } from '../to-wire';
import { findAttachment, insertAttachment, type ChatAttachmentRow } from './attachment-repository';
import type { AttachmentStorage } from './attachment-storage';
import { asUploadError } from './upload-errors';

/** The uploader's file name for display: no folders, no control characters, at most 200 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'attachment';
}

export function createAttachmentService({ db }: ChatServiceDeps, storage: AttachmentStorage) {
  return {
    /** Stores the one file of a multipart upload for the chat. Only members (and a guest in their own chat) upload. */
    async upload(actor: Caller, loaded: LoadedChat, request: FastifyRequest, now: Date): Promise<ChatAttachment> {
      if (!isParticipant(membershipOf(actor, loaded.chat, loaded.members))) throw new AppError('UNAUTHORIZED', 'Join the chat to upload');
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: send multipart/form-data');
      const part = await request.file({ limits: { fileSize: storage.maxBytes, files: 1, fields: 0, parts: 1 } }).catch((error: unknown) => {
        throw asUploadError(error);
      });
      if (!part || part.fieldname !== CHAT_ATTACHMENT_FIELD) {
        part?.file.resume();
        throw new AppError('INVALID_INPUT', `body: one file in the field '${CHAT_ATTACHMENT_FIELD}'`);
      }
      const stored = await storage.save(loaded.chat.nmbr, part.file, () => part.file.truncated).catch((error: unknown) => {
        // The parser destroys the file stream with its error when the body breaks off mid-file.
        throw error === part.file.errored ? asUploadError(error) : error;
      });
      const row: ChatAttachmentRow = {
        filename: stored.filename,
        chat_nmbr: loaded.chat.nmbr,
        mimetype: stored.mimetype,
        size: stored.size,
        originalname: displayName(part.filename),
        uploader_kind: actor.kind,
        uploader_id: actor.id,
        created_at: now.toISOString(),
      };
      try {
        await insertAttachment(db, row);
      } catch (error) {
        await storage.remove(loaded.chat.nmbr, stored.filename);
        throw error;
      }
      return toAttachment(row);
    },

    /** A stored attachment of this chat (the caller's access to the chat is checked before). */
    async open(loaded: LoadedChat, filename: string): Promise<{ attachment: ChatAttachmentRow; stream: ReadStream }> {
      const attachment = await findAttachment(db, loaded.chat.nmbr, filename);
      if (!attachment) throw new AppError('CHAT_NOT_FOUND', 'Attachment not found');
      return { attachment, stream: await storage.open(loaded.chat.nmbr, attachment.filename) };
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;
