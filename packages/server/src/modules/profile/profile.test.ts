import { expect, it } from 'vitest';
import { employeeSchema, guestSchema } from '@stay/contract';
import { describeEachDialect } from '../../test-support';

const STAFF_EMAILS = ['guide@demo.stay', 'cuber@demo.stay', 'backoffice@demo.stay', 'management@demo.stay'];

describeEachDialect('profile', (ctx) => {
  const get = (url: string, accesstoken?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: accesstoken ? { accesstoken } : {} });

  it('gives a guest their own profile', async () => {
    const session = await ctx.login('guest@demo.stay');
    const response = await get('/api/guest/profile', session.accesstoken);
    expect(response.statusCode).toBe(200);
    const guest = guestSchema.parse(response.json());
    expect(guest).toEqual(session.guest);
    expect(guest.activeReservationId).toBe('demo-reservation-zeezicht-12');
  });

  it.each(STAFF_EMAILS)('gives %s their employee profile', async (email) => {
    const session = await ctx.login(email);
    const response = await get('/api/employee/profile', session.accesstoken);
    expect(response.statusCode).toBe(200);
    expect(employeeSchema.parse(response.json())).toEqual(session.employee);
  });

  it('refuses a guest on /api/employee/profile with 403 UNAUTHORIZED', async () => {
    const session = await ctx.login('guest@demo.stay');
    const response = await get('/api/employee/profile', session.accesstoken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authorized' });
  });

  it.each(STAFF_EMAILS)('refuses %s on /api/guest/profile with 403 UNAUTHORIZED', async (email) => {
    const session = await ctx.login(email);
    const response = await get('/api/guest/profile', session.accesstoken);
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
