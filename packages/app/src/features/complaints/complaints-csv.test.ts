import type { Complaint } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { complaintsCsv } from './complaints-csv';
import { en } from './locales/en';

const staff = (firstname: string, surname: string | null) => ({ _id: firstname, personalinfo: { firstname, surname, personimage: null, workgroup: null } });

const complaint: Complaint = {
  nmbr: 7,
  subject: '-1 towels, shower cold',
  complaintstatetext: 'Resolved',
  assigned: 'J',
  complaintpriority: 'HIGH',
  kind: 'MAINTENANCE',
  workgroup: 'Technical',
  creationdate: '2026-12-05',
  creationdatetime: '2026-12-05T08:00:00.000Z',
  employee: staff('Sanne', 'Bakker'),
  createdby: staff('Cuber', null),
  reservation: { _id: 'r1', nmbr: 'R-1', suitename: 'Duinroos 8' } as Complaint['reservation'],
  reviewed: null,
  reviewReason: null,
  resolved: { employee: staff('Sanne', 'Bakker'), datetime: '2026-12-05T11:30:00.000Z' },
  notecount: 0,
  appointmentcount: 0,
  updated: '2026-12-05T11:30:00.000Z',
};

describe('the complaints CSV', () => {
  it('writes the complaints with the screen’s words for state, priority and kind; a subject starting with - is neutralised', () => {
    const words = { state: (value: string) => `state ${value}`, priority: (value: string) => `prio ${value}`, kind: (value: string) => `kind ${value}` };
    const csv = complaintsCsv([complaint], 'Europe/Amsterdam', en.csv, words);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFNumber,Filed,Subject,State,Priority,Kind,Workgroup,Suite,Reservation number,Handled by,Filed by,Resolved',
      "7,2026-12-05 09:00,\"'-1 towels, shower cold\",state Resolved,prio HIGH,kind MAINTENANCE,Technical,Duinroos 8,R-1,Sanne Bakker,Cuber,2026-12-05 12:30",
      '',
    ]);
  });
});
