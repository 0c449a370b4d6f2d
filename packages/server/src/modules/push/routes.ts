import type { FastifyInstance } from 'fastify';
import { staffNotificationSettingsApi, pushApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { NotificationRecipient, PushPort } from '../../platform/push/port';
import type { Caller } from '../../http/caller';
import type { NotificationSettingsService } from './settings-service';

const recipientOf = (caller: Caller): NotificationRecipient => ({ kind: caller.kind, id: caller.id });
const USER_AGENT_MAX_LENGTH = 512;

/** /api/push (the VAPID key and the caller's subscriptions) and /api/employee/notification-settings. */
export function registerPushRoutes(app: FastifyInstance, push: PushPort, settings: NotificationSettingsService): void {
  registerEndpoint(app, pushApi.publicKey, async () => ({ publicKey: push.publicKey }));

  registerEndpoint(app, pushApi.subscribe, async ({ ctx, body, raw }) => {
    const caller = await ctx.caller();
    const userAgent = raw.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
    await push.subscribe(recipientOf(caller), { endpoint: body.endpoint, keys: body.keys, userAgent, sessionId: ctx.auth.sessionId }, ctx.now);
    return { message: 'SUBSCRIBED' };
  });

  registerEndpoint(app, pushApi.unsubscribe, async ({ ctx, body }) => {
    await push.unsubscribe(recipientOf(await ctx.caller()), body.endpoint);
    return { message: 'UNSUBSCRIBED' };
  });

  registerEndpoint(app, staffNotificationSettingsApi.get, async ({ ctx }) => settings.get(await ctx.staff()));
  registerEndpoint(app, staffNotificationSettingsApi.update, async ({ ctx, body }) => settings.update(await ctx.staff(), ctx.now, body));
}
