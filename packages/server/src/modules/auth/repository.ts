import type { DbOrTrx } from '../../db/database';

export interface NewSession {
  id: string;
  accountId: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertSession(db: DbOrTrx, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      account_id: session.accountId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export function findSession(db: DbOrTrx, sessionId: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

export async function extendSession(db: DbOrTrx, sessionId: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/** Which sessions to end: one (optionally only if it is the account's), or every session of an account. */
export type SessionSelector = { sessionId: string; accountId?: string } | { accountId: string };

/** Revokes the selected sessions that are not revoked yet; answers their ids. */
export async function revokeSessions(db: DbOrTrx, selector: SessionSelector, now: string): Promise<string[]> {
  const sessionId = 'sessionId' in selector ? selector.sessionId : undefined;
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .$if(sessionId !== undefined, (qb) => qb.where('id', '=', sessionId!))
    .$if(selector.accountId !== undefined, (qb) => qb.where('account_id', '=', selector.accountId!))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Sessions revoked at or after the instant (their access tokens may still be unexpired). */
export async function findSessionIdsRevokedSince(db: DbOrTrx, since: string): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('revoked_at', '>=', since).execute();
  return rows.map((row) => row.id);
}

export async function insertRefreshToken(
  db: DbOrTrx,
  token: { tokenHash: string; sessionId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: token.tokenHash,
      session_id: token.sessionId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The refresh token with its session, by the token's hash. */
export function findRefreshToken(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.token_hash as tokenHash',
      'refresh_tokens.expires_at as expiresAt',
      'refresh_tokens.used_at as usedAt',
      'refresh_tokens.sealed_successor as sealedSuccessor',
      'sessions.id as sessionId',
      'sessions.account_id as accountId',
      'sessions.expires_at as sessionExpiresAt',
      'sessions.revoked_at as sessionRevokedAt',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the token used, with its sealed successor, only if nobody did so first. The condition on `used_at` makes
 * this the one point where two concurrent refreshes with the same token are decided: exactly one of them updates a
 * row (on PostgreSQL the other waits for the row lock, then finds it used).
 */
export async function claimRefreshToken(db: DbOrTrx, tokenHash: string, now: string, sealedSuccessor: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now, sealed_successor: sealedSuccessor })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of the account except one (a password change keeps the changer signed in). */
export async function revokeOtherSessions(db: DbOrTrx, accountId: string, keepSessionId: string, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('account_id', '=', accountId)
    .where('id', '!=', keepSessionId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
