import type { DbOrTrx } from '../../../db/database';
import type { BadgeSource } from '../../../platform/push/port';
import { findStaffRow } from '../../identity';
import { totalUnread } from '../read-state/unread';

/** The push port's badge: the recipient's unread chat messages (the tab badge), as the app icon's count. */
export function unreadBadgeSource(db: DbOrTrx): BadgeSource {
  return async (recipient) => {
    if (recipient.kind === 'person') return totalUnread(db, { kind: 'person', id: recipient.id });
    const staff = await findStaffRow(db, recipient.id);
    if (!staff) return null;
    return totalUnread(db, { kind: 'employee', id: staff.id, workgroup: staff.workgroup, locationId: staff.location_id });
  };
}
