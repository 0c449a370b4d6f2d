import type { FastifyInstance } from 'fastify';
import { guestDemoApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { DemoService } from './service';

export function registerGuestDemoRoutes(app: FastifyInstance, demo: DemoService): void {
  registerEndpoint(app, guestDemoApi.openDoor, async ({ ctx, body, log }) => demo.openDoor(await ctx.guest(), ctx.now, body?.door, log));
}
