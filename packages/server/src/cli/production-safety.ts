import { ConfigError } from '../config';
import type { Db } from '../db/database';
import { findAccountEmailsAtDomains } from '../modules/identity';

/** The domains of the demo and large-dataset accounts, which all share the published demo password. */
export const DEMO_ACCOUNT_DOMAINS = ['demo.stay', 'large.stay'] as const;

/**
 * Refuses a production start on a database that holds demo accounts: their password is printed by every demo start
 * and in the README, so anyone could sign in as the park's management.
 */
export async function refuseDemoAccounts(db: Db): Promise<void> {
  const found = await findAccountEmailsAtDomains(db, DEMO_ACCOUNT_DOMAINS, 3);
  if (found.length === 0) return;
  throw new ConfigError(
    `the database holds demo accounts with the published password (${found.join(', ')}${found.length === 3 ? ', …' : ''}); ` +
      'remove them or use another database with NODE_ENV=production',
  );
}
