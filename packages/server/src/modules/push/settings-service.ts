import {
  NOTIFICATION_OBJECT_TYPES,
  type NotificationObjectType,
  type NotificationSettings,
  type NotificationSettingsUpdateBody,
} from '@stay/contract';
import type { Db } from '../../db/database';
import type { StaffCaller } from '../../http/caller';
import type { DeliveryFilter } from '../../platform/push/port';
import { addOptOuts, findOptOuts, hasOptedOut, removeOptOuts } from './opt-out-repository';

/** Staff choose per notification object type whether it reaches them as a push message; every type is on by default. */
export function createNotificationSettingsService(db: Db) {
  async function get(staff: StaffCaller): Promise<NotificationSettings> {
    const off = new Set(await findOptOuts(db, staff.id));
    const types = Object.fromEntries(NOTIFICATION_OBJECT_TYPES.map((type) => [type, !off.has(type)])) as Record<NotificationObjectType, boolean>;
    return { types };
  }

  return {
    get,

    async update(staff: StaffCaller, now: Date, body: NotificationSettingsUpdateBody): Promise<NotificationSettings> {
      const changes = Object.entries(body.types).filter((entry): entry is [NotificationObjectType, boolean] => typeof entry[1] === 'boolean');
      await db.transaction().execute(async (trx) => {
        await addOptOuts(trx, staff.id, changes.filter(([, on]) => !on).map(([type]) => type), now.toISOString());
        await removeOptOuts(trx, staff.id, changes.filter(([, on]) => on).map(([type]) => type));
      });
      return get(staff);
    },

    /** The push port's filter: staff get what they left on; guests get every push. */
    wantsPush: (async (recipient, objecttype) => recipient.kind === 'person' || !(await hasOptedOut(db, recipient.id, objecttype))) satisfies DeliveryFilter,
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
