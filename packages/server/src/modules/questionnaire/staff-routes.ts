import type { FastifyInstance } from 'fastify';
import { staffQuestionnaireApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { QuestionnaireService } from './service';

export function registerStaffQuestionnaireRoutes(app: FastifyInstance, questionnaires: QuestionnaireService): void {
  registerEndpoint(app, staffQuestionnaireApi.get, async ({ ctx, params }) => questionnaires.get(await ctx.staff(), params.label));
}
