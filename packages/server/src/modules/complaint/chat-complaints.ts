import type { ChatComplaint } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findComplaintsOfReservations } from './repository';

/** Per reservation, its complaints as a chat list item shows them, newest first. */
export async function findChatComplaints(db: DbOrTrx, reservationIds: readonly string[]): Promise<Map<string, ChatComplaint[]>> {
  const byReservation = new Map<string, ChatComplaint[]>();
  for (const row of await findComplaintsOfReservations(db, reservationIds)) {
    const list = byReservation.get(row.reservation_id) ?? [];
    list.push({
      nmbr: row.nmbr,
      subject: row.subject,
      complaintstatetext: row.state,
      assigned: row.assigned as ChatComplaint['assigned'],
      complaintpriority: row.priority,
      creationdatetime: row.created_at,
    });
    byReservation.set(row.reservation_id, list);
  }
  return byReservation;
}
