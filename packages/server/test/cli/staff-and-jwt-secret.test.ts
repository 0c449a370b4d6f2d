import { expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { describeEachDialect } from '../support';
import { AppError } from '../../src/errors';
import { createStaffAccount } from '../../src/modules/identity';
import { hashPassword } from '../../src/security/passwords';
import { resolveJwtSecret } from '../../src/security/jwt-secret';

describeEachDialect('staff accounts and the stored JWT secret', (ctx) => {
  it('creates a staff member who can sign in, and refuses a taken email', async () => {
    const location = await ctx.factories.location();
    const member = {
      email: 'New.Cuber@Test.Stay',
      role: 'CUBER' as const,
      firstname: 'Noor',
      surname: 'Mulder',
      passwordHash: await hashPassword('Secret12'),
      locationId: location.id,
      workgroup: null,
      erpUid: null,
    };
    await createStaffAccount(ctx.db, member);
    const session = await ctx.login('new.cuber@test.stay', 'Secret12');
    expect(session.role).toBe('CUBER');
    expect(session.employee).toMatchObject({ firstname: 'Noor', location: location.id });

    await expect(createStaffAccount(ctx.db, member)).rejects.toThrow(AppError);
    await expect(createStaffAccount(ctx.db, { ...member, email: 'x@test.stay', locationId: 'nowhere' })).rejects.toMatchObject({
      code: 'LOCATION_NOT_FOUND',
    });
  });

  it('generates the JWT secret once and keeps it, so a restarted app accepts old tokens', async () => {
    const first = await resolveJwtSecret(ctx.db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(ctx.db, undefined)).toBe(first);
    expect(await resolveJwtSecret(ctx.db, 'configured-secret')).toBe('configured-secret');

    await ctx.factories.guest({ email: 'returning.guest@test.stay', password: 'Secret12' });
    const config = { ...ctx.config, jwtSecret: undefined };
    const before = await buildApp({ config, db: ctx.db, logger: false });
    const after = await buildApp({ config, db: ctx.db, logger: false });
    try {
      const login = await before.inject({ method: 'POST', url: '/api/auth/create', payload: { email: 'returning.guest@test.stay', password: 'Secret12' } });
      const { accesstoken } = login.json<{ accesstoken: string }>();
      const check = await after.inject({ method: 'GET', url: '/api/auth/check', headers: { accesstoken } });
      expect(check.statusCode).toBe(200);
    } finally {
      await before.close();
      await after.close();
    }
  });
});
