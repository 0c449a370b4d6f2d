import type { ReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { staffChatApi, guestChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';
import type { ChatAttachmentRow } from './attachment-repository';

/** Sends a stored file as is: its own type, never sniffed, never run as a page. */
function sendFile(reply: FastifyReply, attachment: ChatAttachmentRow, stream: ReadStream): never {
  const asciiName = attachment.originalname.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .header('content-type', attachment.mimetype)
    .header('content-length', attachment.size)
    .header('content-disposition', `${attachment.mimetype === 'application/pdf' ? 'attachment' : 'inline'}; filename="${asciiName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=86400')
    .send(stream);
  // The reply is sent; the endpoint's declared (binary) response is the stream above.
  return reply as never;
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
