import type { FastifyInstance } from 'fastify';
import { guestQuestionnaireApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { QuestionnaireService } from './service';

export function registerGuestQuestionnaireRoutes(app: FastifyInstance, questionnaires: QuestionnaireService): void {
  registerEndpoint(app, guestQuestionnaireApi.get, async ({ ctx, params }) => questionnaires.get(await ctx.guest(), params.label));
}
