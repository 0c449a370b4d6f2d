import { expect, it } from 'vitest';
import { describeEachDialect } from '@stay/server/test-support';
import { seedDemo } from '../src/seed-demo';
import { seedDemoData } from './seed-demo-data';

describeEachDialect('demo seed', (ctx) => {
  it('seeds idempotently: a second run adds nothing and only moves the demo reservation', async () => {
    const lines: string[] = [];
    const counts = await seedDemo(ctx.db, { passwordHash: 'unused-because-nothing-is-inserted', log: (line) => lines.push(line) });
    expect(counts).toEqual({ locations: 0, reservations: 1, staff: 0, guests: 0, accounts: 0, settings: 0 });
    expect(lines.join('\n')).toMatch(/Demo data: 0 location/);
  });

  it('stores argon2id password hashes', async () => {
    const account = await ctx.db.selectFrom('accounts').select('password_hash').where('email', '=', 'guide@demo.stay').executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
  });
}, { seed: seedDemoData });
