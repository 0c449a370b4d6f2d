import type { ReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { staffChatApi, guestChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import { sendStoredFile } from '../../../http/send-stored-file';
import type { ChatServices } from '../services';
import type { ChatAttachmentRow } from './attachment-repository';

/** Sends an attachment under its own type and an ASCII copy of its name; PDFs download rather than open. */
function sendFile(reply: FastifyReply, attachment: ChatAttachmentRow, stream: ReadStream): never {
  const asciiName = attachment.originalname.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return sendStoredFile(reply, stream, {
    contentType: attachment.mimetype,
    contentLength: attachment.size,
    contentDisposition: `${attachment.mimetype === 'application/pdf' ? 'attachment' : 'inline'}; filename="${asciiName}"`,
    cacheControl: 'private, max-age=86400',
  });
}

/** Uploads (multipart, one file) and downloads; the multipart parser is registered for these routes only. */
export function registerChatAttachmentRoutes(app: FastifyInstance, { guest, staff, attachments }: ChatServices): void {
  registerEndpoint(app, guestChatApi.uploadAttachment, async ({ ctx, raw }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    return attachments.upload(actor, loaded, raw, ctx.now);
  });
  registerEndpoint(app, guestChatApi.attachment, async ({ ctx, params }, reply) => {
    const { loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    const { attachment, stream } = await attachments.open(loaded, params.filename);
    return sendFile(reply, attachment, stream);
  });

  registerEndpoint(app, staffChatApi.uploadAttachment, async ({ ctx, params, raw }) => {
    const { actor, loaded } = await staff.resolveByObjectKey(await ctx.staff(), params.objectkey);
    return attachments.upload(actor, loaded, raw, ctx.now);
  });
  registerEndpoint(app, staffChatApi.attachment, async ({ ctx, params }, reply) => {
    const { loaded } = await staff.resolveByObjectKey(await ctx.staff(), params.objectkey);
    const { attachment, stream } = await attachments.open(loaded, params.filename);
    return sendFile(reply, attachment, stream);
  });
}
