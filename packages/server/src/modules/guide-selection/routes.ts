import type { FastifyInstance } from 'fastify';
import { staffGuidesApi, guestGuideSelectionApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { GuideSelectionService } from './service';

export function registerGuideSelectionRoutes(app: FastifyInstance, guides: GuideSelectionService): void {
  registerEndpoint(app, guestGuideSelectionApi.currentGuide, async ({ ctx }) => guides.currentGuide(await ctx.guest()));
  registerEndpoint(app, guestGuideSelectionApi.matchedGuides, async ({ ctx, body }) => guides.matchedGuides(await ctx.guest(), ctx.now, body));
  registerEndpoint(app, guestGuideSelectionApi.availableGuides, async ({ ctx }) => guides.availableGuides(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestGuideSelectionApi.chooseGuide, async ({ ctx, params }) => guides.chooseGuide(await ctx.guest(), ctx.now, params._id));
  registerEndpoint(app, staffGuidesApi.availableGuides, async ({ ctx }) => guides.availableGuidesForStaff(await ctx.staff(), ctx.now));
}
