import type { Complaint, ComplaintKind, ComplaintPriority, ComplaintState, PersonalInfo } from '@stay/contract';
import { csvInstant, csvOf } from '@/lib/export/csv';
import type { en } from './locales/en';

type CsvTexts = Record<keyof (typeof en)['csv'], string>;

/** How the screen names a complaint's state, priority and kind in the person's language. */
export interface ComplaintWords {
  state(state: ComplaintState): string;
  priority(priority: ComplaintPriority): string;
  kind(kind: ComplaintKind): string;
}

const nameOf = (person: PersonalInfo) => [person.firstname, person.surname ?? ''].join(' ').trim();

/** The complaints the filters select as CSV, newest first as on screen, times on the location's clock. */
export function complaintsCsv(items: readonly Complaint[], timeZone: string, texts: CsvTexts, words: ComplaintWords): string {
  const header = [
    texts.number,
    texts.created,
    texts.subject,
    texts.state,
    texts.priority,
    texts.kind,
    texts.workgroup,
    texts.suite,
    texts.reservation,
    texts.handledBy,
    texts.filedBy,
    texts.resolved,
  ];
  const rows = items.map((item) => [
    item.nmbr,
    csvInstant(item.creationdatetime, timeZone),
    item.subject,
    words.state(item.complaintstatetext),
    words.priority(item.complaintpriority),
    words.kind(item.kind),
    item.workgroup ?? '',
    item.reservation.suitename ?? '',
    item.reservation.nmbr,
    nameOf(item.employee.personalinfo),
    nameOf(item.createdby.personalinfo),
    csvInstant(item.resolved?.datetime ?? null, timeZone),
  ]);
  return csvOf(header, rows);
}
