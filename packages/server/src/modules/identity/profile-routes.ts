import type { FastifyInstance } from 'fastify';
import { employeeProfileApi, guestProfileApi } from '@stay/contract';
import { AppError } from '../../errors';
import { registerEndpoint } from '../../http/register-endpoint';

/** The caller's own profile: a guest's guest data, a staff member's employee data. */
export function registerProfileRoutes(app: FastifyInstance): void {
  registerEndpoint(app, guestProfileApi.get, async ({ ctx }) => {
    const guest = (await ctx.caller()).identity.guest;
    if (!guest) throw new AppError('SESSION_NOT_FOUND');
    return guest;
  });
  registerEndpoint(app, employeeProfileApi.get, async ({ ctx }) => {
    const employee = (await ctx.caller()).identity.employee;
    if (!employee) throw new AppError('SESSION_NOT_FOUND');
    return employee;
  });
}
