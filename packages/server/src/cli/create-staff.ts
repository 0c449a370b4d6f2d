import { ConfigError, loadConfig, type Config } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrations';
import { isAppError } from '../errors';
import { createStaffAccount } from '../modules/identity';
import { hashPassword } from '../security/passwords';
import { CREATE_STAFF_USAGE, parseStaffInput } from './staff-input';

/** The settings, or one line saying which is refused (the same line the server prints) and undefined. */
function configOrNothing(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return undefined;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseStaffInput(argv);
  if (!parsed.ok) {
    console.error(parsed.errors.map((error) => `Error: ${error}`).join('\n'));
    console.error(CREATE_STAFF_USAGE);
    return 1;
  }
  const { password, ...input } = parsed.input;
  const config = configOrNothing();
  if (!config) return 1;
  const { db, dialect } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const created = await createStaffAccount(db, { ...input, passwordHash: await hashPassword(password) });
    console.log(
      `Created ${input.role} ${input.firstname} ${input.surname} <${input.email}>` +
        `${input.locationId ? ` at location ${input.locationId}` : ''} (account ${created.accountId}, ${dialect} database).`,
    );
    return 0;
  } catch (error) {
    if (isAppError(error)) {
      console.error(`Error: ${error.code === 'EMAIL_TAKEN' ? `${input.email} already has an account` : error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
