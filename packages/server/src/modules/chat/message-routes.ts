import type { FastifyInstance } from 'fastify';
import { employeeChatMessageApi, guestChatMessageApi } from '@stay/contract';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ChatServices } from './services';

/** The message calls of §7, for the guest's chat and for any chat staff may see. */
export function registerChatMessageRoutes(app: FastifyInstance, { guest, staff, messages }: ChatServices): void {
  registerEndpoint(app, guestChatMessageApi.list, async ({ auth, query }) => {
    const { actor, loaded } = await guest.resolve(auth);
    if (query.chatnmbr !== undefined && query.chatnmbr !== loaded.chat.nmbr) throw new AppError('CHAT_NOT_FOUND');
    return messages.list(actor, loaded, query);
  });
  registerEndpoint(app, guestChatMessageApi.get, async ({ auth, params }) => messages.get((await guest.resolve(auth)).loaded, params.nmbr));
  registerEndpoint(app, guestChatMessageApi.status, async ({ auth, params }) =>
    messages.status((await guest.resolve(auth)).loaded, params.nmbr),
  );
  registerEndpoint(app, guestChatMessageApi.send, async ({ auth, body }) => {
    const { actor, loaded } = await guest.resolve(auth);
    return messages.send(actor, loaded, body);
  });

  registerEndpoint(app, employeeChatMessageApi.list, async ({ auth, params, query }) => {
    if (query.chatnmbr !== undefined && query.chatnmbr !== params.chatnmbr) {
      throw new AppError('INVALID_INPUT', 'chatnmbr: differs from the chat of the path');
    }
    const { actor, loaded } = await staff.resolve(auth, params.chatnmbr);
    return messages.list(actor, loaded, query);
  });
  registerEndpoint(app, employeeChatMessageApi.get, async ({ auth, params }) =>
    messages.get((await staff.resolve(auth, params.chatnmbr)).loaded, params.nmbr),
  );
  registerEndpoint(app, employeeChatMessageApi.status, async ({ auth, params }) =>
    messages.status((await staff.resolve(auth, params.chatnmbr)).loaded, params.nmbr),
  );
  registerEndpoint(app, employeeChatMessageApi.send, async ({ auth, params, body }) => {
    const { actor, loaded } = await staff.resolve(auth, params.chatnmbr);
    return messages.send(actor, loaded, body);
  });
}
