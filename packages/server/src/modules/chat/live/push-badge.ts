import type { DbOrTrx } from '../../../db/database';
import type { BadgeSource } from '../../../platform/push/port';
import { findEmployeeRow } from '../../identity';
import { totalUnread } from '../read-state/unread';

/** The push port's badge: the recipient's unread chat messages (the tab badge), as the app icon's count. */
export function unreadBadgeSource(db: DbOrTrx): BadgeSource {
  return async (recipient) => {
    if (recipient.kind === 'person') return totalUnread(db, { kind: 'person', id: recipient.id });
    const employee = await findEmployeeRow(db, recipient.id);
    if (!employee) return null;
    return totalUnread(db, { kind: 'employee', id: employee.id, workgroup: employee.workgroup, locationId: employee.location_id });
  };
}
