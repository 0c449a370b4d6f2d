import { findAccountByEmail, type Db } from '@stay/server/seeding';
import { DEMO_LOGINS } from './demo-data';
import { DEMO_STAY_LOGINS, describeDemoActivation } from './seed-demo-stays';

/** Prints the demo logins the database holds (nothing when it holds none), and how to try an activation. */
export async function printDemoLogins(db: Db): Promise<void> {
  const present = [];
  for (const login of [...DEMO_LOGINS, ...DEMO_STAY_LOGINS]) if (await findAccountByEmail(db, login.email)) present.push(login);
  if (present.length === 0) return;
  const rows = [['email', 'role', 'password'], ...present.map(({ email, role, password }) => [email, role, password])];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  console.log('\nDemo logins:');
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
  const activation = await describeDemoActivation(db);
  if (activation) console.log(`\n${activation}`);
}
