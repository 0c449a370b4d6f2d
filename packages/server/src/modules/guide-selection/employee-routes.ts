import type { FastifyInstance } from 'fastify';
import { employeeGuidesApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { GuideSelectionService } from './service';

export function registerEmployeeGuideRoutes(app: FastifyInstance, guides: GuideSelectionService): void {
  registerEndpoint(app, employeeGuidesApi.availableGuides, async ({ auth }) => guides.availableGuidesForEmployee(auth));
}
