import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { compiledOnce } from '../../db/compiled-once';
import type { InvitesTable } from '../../db/tables/invites';

export type InviteRow = Selectable<InvitesTable>;

export async function insertInvite(db: DbOrTrx, invite: InviteRow): Promise<void> {
  await db.insertInto('invites').values(invite).execute();
}

export async function deleteInvite(db: DbOrTrx, inviteId: string): Promise<void> {
  await db.deleteFrom('invites').where('id', '=', inviteId).execute();
}

/** The reservation's invites that were not revoked, newest first. */
const invitesOf = compiledOnce((db, reservationId: string) =>
  db.selectFrom('invites').selectAll().where('reservation_id', '=', reservationId).where('revoked_at', 'is', null).orderBy('created_at', 'desc').orderBy('id'),
);

export function findInvitesOf(db: DbOrTrx, reservationId: string): Promise<InviteRow[]> {
  return invitesOf(db, reservationId);
}

export function findLiveInvitesFor(db: DbOrTrx, reservationId: string, email: string): Promise<InviteRow[]> {
  return db
    .selectFrom('invites')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('email', '=', email)
    .where('revoked_at', 'is', null)
    .execute();
}

export function findInviteByTokenHash(db: DbOrTrx, tokenHash: string): Promise<InviteRow | undefined> {
  return db.selectFrom('invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function revokeInvites(db: DbOrTrx, inviteIds: string[], now: string): Promise<void> {
  if (inviteIds.length === 0) return;
  await db.updateTable('invites').set({ revoked_at: now }).where('id', 'in', inviteIds).where('revoked_at', 'is', null).execute();
}

/** Marks the invite accepted unless it was accepted or revoked meanwhile; true when this call accepted it. */
export async function claimInvite(db: DbOrTrx, inviteId: string, guestId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ accepted_at: now, accepted_by_person_id: guestId })
    .where('id', '=', inviteId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
