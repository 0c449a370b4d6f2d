import { findOutboxMailsTo } from '../../packages/server/src/platform/mail/repository';
import { createDb } from '../../packages/server/src/db/create-db';
import type { RunningServer } from './server';

/**
 * The newest mail the server wrote to its outbox for `recipient` (the default mail transport: nothing leaves the
 * machine). Reads the server's own database, as support tooling would.
 */
export async function newestMailTo(server: RunningServer, recipient: string): Promise<{ subject: string; text: string } | undefined> {
  const { db } = createDb({ databaseUrl: undefined, dataDir: server.dataDir });
  try {
    const [mail] = await findOutboxMailsTo(db, recipient);
    return mail ? { subject: mail.subject, text: mail.text_body } : undefined;
  } finally {
    await db.destroy();
  }
}

/** The /activate-invite path and query of the link in an invite mail (the mail's host is the configured PUBLIC_URL). */
export function inviteLinkIn(text: string): string {
  const match = /\/activate-invite\?[^\s"'<>]+/.exec(text);
  if (!match) throw new Error(`no invite link in: ${text}`);
  return match[0];
}
