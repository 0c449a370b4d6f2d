import type { FastifyInstance } from 'fastify';
import { employeeQuestionnaireApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { QuestionnaireService } from './service';

export function registerEmployeeQuestionnaireRoutes(app: FastifyInstance, questionnaires: QuestionnaireService): void {
  registerEndpoint(app, employeeQuestionnaireApi.get, async ({ params }) => questionnaires.get(params.label));
}
