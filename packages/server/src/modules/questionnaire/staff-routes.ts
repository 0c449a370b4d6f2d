import type { FastifyInstance } from 'fastify';
import { managementQuestionnaireApi, staffQuestionnaireApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { QuestionnaireService } from './service';

export function registerStaffQuestionnaireRoutes(app: FastifyInstance, questionnaires: QuestionnaireService): void {
  registerEndpoint(app, staffQuestionnaireApi.get, async ({ ctx, params }) => questionnaires.get(await ctx.staff(), params.label));
  registerEndpoint(app, managementQuestionnaireApi.get, async ({ ctx, params }) => questionnaires.getEditable(await ctx.staff(), params.label));
  registerEndpoint(app, managementQuestionnaireApi.save, async ({ ctx, params, body }) => questionnaires.save(await ctx.staff(), params.label, body));
}
