import type {
  Appointment,
  Complaint,
  ComplaintCounter,
  ComplaintDetail,
  ComplaintStaff,
  ComplaintGroup,
  ComplaintNote,
  ComplaintObject,
  ComplaintPage,
  ComplaintStateCount,
} from '@stay/contract';

export const COMPLAINT_BASE = '/api/employee/complaint';

export const staffWith = (_id: string, firstname: string, surname: string, workgroup: string | null = null): ComplaintStaff => ({
  _id,
  personalinfo: { firstname, surname, personimage: null, workgroup },
});

/** The signed-in staff member of `authSessionFor` (Sam Jansen, e1). */
export const SAM = staffWith('e1', 'Sam', 'Jansen', 'Guides');
export const DAAN = staffWith('e2', 'Daan', 'Bakker', 'Housekeeping');

const reservation = {
  _id: 'r1',
  nmbr: '1001',
  suitename: 'Suite Zeezicht 12',
  mainGuest: { firstname: 'Anna', surname: 'de Vries' },
  startDateTime: '2026-03-20T14:00:00.000Z',
  endDateTime: '2026-03-25T09:00:00.000Z',
};

/** A complaint of stay 1001, new and awaiting review, handled by Sam. */
export function complaintWith(overrides: Partial<Complaint> = {}): Complaint {
  return {
    nmbr: 12,
    subject: 'Shower stays cold',
    complaintstatetext: 'New',
    assigned: '',
    complaintpriority: 'HIGH',
    kind: 'MAINTENANCE',
    workgroup: 'Housekeeping',
    creationdate: '2026-03-21',
    creationdatetime: '2026-03-21T09:30:00.000Z',
    employee: SAM,
    createdby: SAM,
    reservation,
    reviewed: null,
    reviewReason: null,
    resolved: null,
    notecount: 1,
    appointmentcount: 0,
    updated: '2026-03-21T09:30:00.000Z',
    ...overrides,
  };
}

export function noteWith(overrides: Partial<ComplaintNote> = {}): ComplaintNote {
  return {
    nmbr: 1,
    complaintnmbr: 12,
    paragraph: '<p>The guest says the water <strong>never</strong> gets warm.</p>',
    employee: SAM,
    creationdatetime: '2026-03-21T09:31:00.000Z',
    ...overrides,
  };
}

export function appointmentWith(overrides: Partial<Appointment> = {}): Appointment {
  return {
    nmbr: 3,
    complaintnmbr: 12,
    subject: 'Check the boiler',
    appointmentstart: '2026-03-21T13:00:00.000Z',
    appointmentend: '2026-03-21T14:00:00.000Z',
    agendacode: 'Bussy',
    agendatime: '14:00',
    agendatill: '15:00',
    employee: DAAN,
    createdby: SAM,
    creationdatetime: '2026-03-21T09:40:00.000Z',
    ...overrides,
  };
}

export function detailWith(overrides: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return { ...complaintWith(), complaintnotes: [noteWith()], appointments: [], ...overrides };
}

export const pageOf = (items: Complaint[], nextCursor: string | null = null): ComplaintPage => ({ items, nextCursor });

export const GROUPS: ComplaintGroup[] = [
  { workgroup: 'Guides', icon: 'compass-outline' },
  { workgroup: 'Housekeeping', icon: 'sparkles-outline' },
  { workgroup: 'Backoffice', icon: null },
];

export const COUNTER: ComplaintCounter = { open: 5, unapproved: 2, mine: 1 };

export const STATE_COUNTS: ComplaintStateCount[] = [
  { complaintstatetext: 'New', count: 3 },
  { complaintstatetext: 'In progress', count: 2 },
  { complaintstatetext: 'Resolved', count: 7 },
];

export function objectWith(overrides: Partial<ComplaintObject> = {}): ComplaintObject {
  return { ...reservation, inHouse: true, ...overrides };
}
