import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { describeEachDialect } from '../support';
import { withStartupLock } from '../../src/db/startup-lock';

describeEachDialect('startup lock', (ctx) => {
  it('runs the start-up work of instances starting together one after the other', async () => {
    const steps: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = withStartupLock(ctx.db, async () => {
      steps.push('first starts');
      await released;
      steps.push('first ends');
    });
    await vi.waitFor(() => expect(steps).toEqual(['first starts']));
    const second = withStartupLock(ctx.db, async () => {
      steps.push('second starts');
    });
    if (ctx.dialect === 'postgres') {
      // The barrier: the second instance is waiting for the lock in the database.
      await vi.waitFor(async () => {
        const { rows } = await sql<{ waiting: string }>`select count(*) as waiting from pg_locks where locktype = 'advisory' and not granted`.execute(ctx.db);
        expect(Number(rows[0]?.waiting)).toBe(1);
      });
      expect(steps).toEqual(['first starts']);
    }
    release();
    await Promise.all([first, second]);
    expect(steps).toEqual(ctx.dialect === 'postgres' ? ['first starts', 'first ends', 'second starts'] : ['first starts', 'second starts', 'first ends']);
  });
});
