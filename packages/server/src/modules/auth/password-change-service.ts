import type { ChangePasswordBody } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import type { AuthContext } from '../../security/access-tokens';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { findAccountById, setPasswordHash } from '../identity';
import { revokeOtherSessions } from './repository';
import { assertNewPassword } from './new-password';

export interface PasswordChangeServiceDeps {
  db: Db;
  realtime: Pick<RealtimePublisher, 'endSessions'>;
  push: Pick<PushPort, 'forgetSessions'>;
}

/** A signed-in password change: the current password proves it is the owner; every other session ends. */
export function createPasswordChangeService({ db, realtime, push }: PasswordChangeServiceDeps) {
  return {
    async changePassword(caller: Caller, auth: AuthContext, body: ChangePasswordBody, now: Date): Promise<{ message: 'PASSWORD_CHANGED' }> {
      const account = await findAccountById(db, caller.accountId);
      if (!account) throw new AppError('SESSION_NOT_FOUND');
      if (!body.currentPassword || !(await verifyPassword(account.password_hash, body.currentPassword))) throw new AppError('INCORRECT_PASSWORD');
      assertNewPassword(body.password, body.passwordRepeat);

      const passwordHash = await hashPassword(body.password);
      const ended = await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, account.id, passwordHash);
        return revokeOtherSessions(trx, account.id, auth.sessionId, now.toISOString());
      });
      if (ended.length > 0) {
        await realtime.endSessions(ended);
        await push.forgetSessions(ended);
      }
      return { message: 'PASSWORD_CHANGED' };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
