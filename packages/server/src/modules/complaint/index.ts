/**
 * Complaints about a stay, with rich-text notes and appointments for staff; changes go out as realtime events to the
 * location's staff. Owns `complaints`, `complaint_notes` and `appointments`.
 */
import type { AppModule } from '../../http/app-module';
import { createAppointmentService } from './appointment-service';
import { createComplaintEvents } from './events';
import { registerComplaintRoutes } from './routes';
import { createComplaintService } from './service';

export const complaintModule: AppModule = {
  name: 'complaint',
  register(app, { db, realtime }) {
    const complaints = createComplaintService({ db, events: createComplaintEvents(realtime) });
    registerComplaintRoutes(app, complaints, createAppointmentService({ db, complaints }));
  },
};

export { findChatComplaints } from './chat-complaints';
export {
  findComplaintObjects,
  hasComplaintsAt,
  insertAppointment,
  insertComplaint,
  insertNote as insertComplaintNote,
  recordResolved as recordComplaintResolved,
  recordReview as recordComplaintReview,
  updateComplaint,
} from './repository';
export { calendarDayIn as complaintCreationDate } from '@stay/contract';
export { cleanNote as sanitizeComplaintNote } from './service';
export { complaintBulkTables } from './bulk-tables';
