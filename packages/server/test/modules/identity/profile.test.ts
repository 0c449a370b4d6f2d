import { beforeAll, expect, it } from 'vitest';
import { staffSchema, guestSchema, STAFF_ROLES, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestReservation, TestStaff } from '../../support/factories';

const PASSWORD = 'Secret12';

describeEachDialect('profile', (ctx) => {
  const get = (url: string, accesstoken?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: accesstoken ? { accesstoken } : {} });
  let guest: TestGuest;
  let stay: TestReservation;
  let staff: Record<StaffRole, TestStaff>;
  const emailOf = (role: StaffRole) => staff[role].email;

  beforeAll(async () => {
    const location = await ctx.factories.location();
    staff = await ctx.factories.staffOfEveryRole(location.id, { password: PASSWORD });
    ({ reservation: stay, guest } = await ctx.factories.stay({ locationId: location.id, guest: { password: PASSWORD } }));
  });

  it('gives a guest their own profile', async () => {
    const session = await ctx.login(guest.email, PASSWORD);
    const response = await get('/api/guest/profile', session.accesstoken);
    expect(response.statusCode).toBe(200);
    const profile = guestSchema.parse(response.json());
    expect(profile).toEqual(session.guest);
    expect(profile.activeReservationId).toBe(stay.id);
  });

  it.each(STAFF_ROLES)('gives the %s their employee profile', async (role) => {
    const session = await ctx.login(emailOf(role), PASSWORD);
    const response = await get('/api/employee/profile', session.accesstoken);
    expect(response.statusCode).toBe(200);
    expect(staffSchema.parse(response.json())).toEqual(session.employee);
  });

  it('refuses a guest on /api/employee/profile with 403 UNAUTHORIZED', async () => {
    const response = await get('/api/employee/profile', guest.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authorized' });
  });

  it.each(STAFF_ROLES)('refuses the %s on /api/guest/profile with 403 UNAUTHORIZED', async (role) => {
    const response = await get('/api/guest/profile', staff[role].token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('asks for credentials first', async () => {
    for (const url of ['/api/guest/profile', '/api/employee/profile']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    }
  });
});
