import type { FastifyInstance } from 'fastify';
import { guideSelectionApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { GuideSelectionService } from './service';

export function registerGuestGuideSelectionRoutes(app: FastifyInstance, guides: GuideSelectionService): void {
  registerEndpoint(app, guideSelectionApi.currentGuide, async ({ auth }) => guides.currentGuide(auth));
  registerEndpoint(app, guideSelectionApi.matchedGuides, async ({ auth, body }) => guides.matchedGuides(auth, body));
  registerEndpoint(app, guideSelectionApi.availableGuides, async ({ auth }) => guides.availableGuides(auth));
  registerEndpoint(app, guideSelectionApi.chooseGuide, async ({ auth, params }) => guides.chooseGuide(auth, params._id));
}
