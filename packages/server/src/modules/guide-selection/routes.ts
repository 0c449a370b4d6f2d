import type { FastifyInstance } from 'fastify';
import { employeeGuidesApi, guideSelectionApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { GuideSelectionService } from './service';

export function registerGuideSelectionRoutes(app: FastifyInstance, guides: GuideSelectionService): void {
  registerEndpoint(app, guideSelectionApi.currentGuide, async ({ ctx }) => guides.currentGuide(await ctx.guest()));
  registerEndpoint(app, guideSelectionApi.matchedGuides, async ({ ctx, body }) => guides.matchedGuides(await ctx.guest(), ctx.now, body));
  registerEndpoint(app, guideSelectionApi.availableGuides, async ({ ctx }) => guides.availableGuides(await ctx.guest(), ctx.now));
  registerEndpoint(app, guideSelectionApi.chooseGuide, async ({ ctx, params }) => guides.chooseGuide(await ctx.guest(), ctx.now, params._id));
  registerEndpoint(app, employeeGuidesApi.availableGuides, async ({ ctx }) => guides.availableGuidesForEmployee(await ctx.staff(), ctx.now));
}
