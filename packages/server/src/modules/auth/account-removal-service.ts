import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { removeGuestPersonalData, type ProfileImageStorage } from '../identity';
import { revokeSessions } from './repository';

export interface AccountRemovalServiceDeps {
  db: Db;
  realtime: Pick<RealtimePublisher, 'endSessions'>;
  push: Pick<PushPort, 'forget'>;
  images: Pick<ProfileImageStorage, 'remove'>;
}

/**
 * A guest removing their own account: the login goes (account, sessions, refresh tokens), and so do names,
 * phone, picture and push subscriptions; what the park must keep (orders, payments, complaints, messages, ratings)
 * stays with the guest, anonymised as "Removed guest". Staff accounts are managed by the park: REMOVE_ACCOUNT_FAILED.
 */
export function createAccountRemovalService({ db, realtime, push, images }: AccountRemovalServiceDeps) {
  return {
    async removeAccount(caller: Caller, now: Date): Promise<{ message: 'REMOVED' }> {
      if (caller.kind !== 'person') throw new AppError('REMOVE_ACCOUNT_FAILED', 'Staff accounts are removed by the park');
      const { ended, personimage } = await db.transaction().execute(async (trx) => {
        const endedIds = await revokeSessions(trx, { accountId: caller.accountId }, now.toISOString());
        const removed = await removeGuestPersonalData(trx, caller.accountId, caller.id);
        return { ended: endedIds, personimage: removed.personimage };
      });
      // After the commit: other instances drop the sessions' access tokens and sockets; files and subscriptions go.
      if (ended.length > 0) await realtime.endSessions(ended);
      await push.forget({ kind: 'person', id: caller.id });
      await images.remove(personimage);
      return { message: 'REMOVED' };
    },
  };
}

export type AccountRemovalService = ReturnType<typeof createAccountRemovalService>;
