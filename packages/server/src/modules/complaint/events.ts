import type { ComplaintUpdateReason } from '@stay/contract';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import type { ComplaintRow } from './repository';

/** Tells the staff of a complaint's location that it changed. Publishing is best effort and never fails the request. */
export function createComplaintEvents(realtime: RealtimePublisher) {
  return {
    async updated(complaint: ComplaintRow, reason: ComplaintUpdateReason): Promise<void> {
      await realtime.publish({
        audience: { locationStaff: { locationId: complaint.location_id } },
        event: {
          type: 'complaint.updated',
          complaintnmbr: complaint.nmbr,
          reason,
          complaintstatetext: complaint.state as 'New' | 'In progress' | 'Resolved',
          assigned: complaint.assigned as 'J' | 'N' | '',
          reservation: complaint.reservation_id,
          chatnmbr: complaint.chat_nmbr,
        },
      });
    },
  };
}

export type ComplaintEvents = ReturnType<typeof createComplaintEvents>;
