import type { FastifyInstance } from 'fastify';
import { employeeProfileApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ProfileService } from './service';

export function registerEmployeeProfileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  registerEndpoint(app, employeeProfileApi.get, async ({ auth }) => profiles.employeeProfile(auth.accountId));
}
