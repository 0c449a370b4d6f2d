import type { FastifyInstance } from 'fastify';
import { staffSuiteApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { StaffSuiteService } from './staff-service';

export function registerStaffSuiteRoutes(app: FastifyInstance, suites: StaffSuiteService): void {
  registerEndpoint(app, staffSuiteApi.list, async ({ ctx }) => suites.list(await ctx.staff(), ctx.now));
}
