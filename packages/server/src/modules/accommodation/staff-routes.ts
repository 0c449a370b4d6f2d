import type { FastifyInstance } from 'fastify';
import { employeeAccommodationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { StaffAccommodationService } from './staff-service';

export function registerStaffAccommodationRoutes(app: FastifyInstance, suites: StaffAccommodationService): void {
  registerEndpoint(app, employeeAccommodationApi.list, async ({ ctx }) => suites.list(await ctx.staff(), ctx.now));
}
