import type { ReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { CHAT_ATTACHMENT_FIELD, type ChatAttachment } from '@stay/contract';
import { AppError } from '../../../errors';
import type { Caller } from '../../../http/caller';
import { storeSingleFile } from '../../../storage/multipart-upload';
import { uploadPayer, type UploadGuard } from '../../../storage/upload-guard';
import { isParticipant, membershipOf } from '../access/membership';
import type { LoadedChat } from '../chats/chat-loader';
import type { ChatServiceDeps } from '../deps';
import { toAttachment } from '../to-wire';
import { findAttachment, insertAttachment, type ChatAttachmentRow } from './attachment-repository';
import type { AttachmentStorage, StoredFile } from './attachment-storage';

/** The uploader's file name for display: no folders, no control characters, at most 200 characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'attachment';
}

export function createAttachmentService({ db }: ChatServiceDeps, storage: AttachmentStorage, uploads: UploadGuard) {
  return {
    /**
     * Stores the one file of a multipart upload for the chat, within the uploader's budgets. Only members (and a guest
     * in their own chat) upload.
     */
    async upload(actor: Caller, loaded: LoadedChat, request: FastifyRequest, now: Date): Promise<ChatAttachment> {
      if (!isParticipant(membershipOf(actor, loaded.chat, loaded.members))) throw new AppError('UNAUTHORIZED', 'Join the chat to upload');
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: send multipart/form-data');
      const payer = uploadPayer(request, actor);
      const remove = (file: StoredFile) => storage.remove(loaded.chat.nmbr, file.filename);
      let originalname = '';
      const stored = await storeSingleFile(
        request,
        { field: CHAT_ATTACHMENT_FIELD, limits: { fileSize: storage.maxBytes } },
        (part) => {
          originalname = displayName(part.filename);
          return uploads.store(payer, now, (budgetBytes) => storage.save(loaded.chat.nmbr, part.file, () => part.file.truncated, budgetBytes), remove);
        },
        remove,
      );
      const row: ChatAttachmentRow = {
        filename: stored.filename,
        chat_nmbr: loaded.chat.nmbr,
        mimetype: stored.mimetype,
        size: stored.size,
        originalname,
        uploader_kind: actor.kind,
        uploader_id: actor.id,
        created_at: now.toISOString(),
        sent_at: null,
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
