import { expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { describeEachDialect } from '../support';
import { AppError } from '../../src/errors';
import { createStaffAccount } from '../../src/modules/identity';
import { hashPassword } from '../../src/security/passwords';
import { resolveJwtSecret } from '../../src/security/jwt-secret';
import { seedDemo } from '../../src/cli/seed-demo';

describeEachDialect('demo seed, staff accounts and the stored JWT secret', (ctx) => {
  it('seeds idempotently: a second run adds nothing and only moves the demo reservation', async () => {
    const lines: string[] = [];
    const counts = await seedDemo(ctx.db, { passwordHash: 'unused-because-nothing-is-inserted', log: (line) => lines.push(line) });
    expect(counts).toEqual({ locations: 0, reservations: 1, employees: 0, persons: 0, accounts: 0, settings: 0 });
    expect(lines.join('\n')).toMatch(/Demo data: 0 location/);
  });

  it('stores argon2id password hashes', async () => {
    const account = await ctx.db.selectFrom('accounts').select('password_hash').where('email', '=', 'guide@demo.stay').executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('creates a staff member who can sign in, and refuses a taken email', async () => {
    const member = {
      email: 'New.Cuber@Demo.Stay',
      role: 'CUBER' as const,
      firstname: 'Noor',
      surname: 'Mulder',
      passwordHash: await hashPassword('Secret12'),
      locationId: 'demo-location-duinzicht',
      workgroup: null,
      erpUid: null,
    };
    await createStaffAccount(ctx.db, member);
    const session = await ctx.login('new.cuber@demo.stay', 'Secret12');
    expect(session.role).toBe('CUBER');
    expect(session.employee).toMatchObject({ firstname: 'Noor', location: 'demo-location-duinzicht' });

    await expect(createStaffAccount(ctx.db, member)).rejects.toThrow(AppError);
    await expect(createStaffAccount(ctx.db, { ...member, email: 'x@demo.stay', locationId: 'nowhere' })).rejects.toMatchObject({
      code: 'LOCATION_NOT_FOUND',
    });
  });

  it('generates the JWT secret once and keeps it, so a restarted app accepts old tokens', async () => {
    const first = await resolveJwtSecret(ctx.db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(ctx.db, undefined)).toBe(first);
    expect(await resolveJwtSecret(ctx.db, 'configured-secret')).toBe('configured-secret');

    const config = { ...ctx.config, jwtSecret: undefined };
    const before = await buildApp({ config, db: ctx.db, logger: false });
    const after = await buildApp({ config, db: ctx.db, logger: false });
    try {
      const login = await before.inject({ method: 'POST', url: '/api/auth/create', payload: { email: 'guest@demo.stay', password: 'Demo1234' } });
      const { accesstoken } = login.json<{ accesstoken: string }>();
      const check = await after.inject({ method: 'GET', url: '/api/auth/check', headers: { accesstoken } });
      expect(check.statusCode).toBe(200);
    } finally {
      await before.close();
      await after.close();
    }
  });
}, { seed: 'demo' });
