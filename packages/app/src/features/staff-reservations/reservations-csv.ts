import type { StaffReservationSummary } from '@stay/contract';
import { csvInstant, csvOf } from '@/lib/export/csv';
import type { en } from './locales/en';

type CsvTexts = Record<keyof (typeof en)['csv'], string>;

/** A reservation list as shown (its tab and search) as CSV: one row per reservation, times on the location's clock. */
export function reservationsCsv(items: readonly StaffReservationSummary[], timeZone: string, texts: CsvTexts): string {
  const header = [texts.number, texts.status, texts.arrival, texts.departure, texts.suite, texts.firstname, texts.surname, texts.guests, texts.guide, texts.lateCheckout];
  const rows = items.map((item) => [
    item.nmbr,
    item.isProvisional ? texts.provisional : texts.confirmed,
    csvInstant(item.startDateTime, timeZone),
    csvInstant(item.endDateTime, timeZone),
    item.suite?.name ?? '',
    item.mainGuest.firstname,
    item.mainGuest.surname,
    item.guestCount,
    item.guide ? `${item.guide.firstname} ${item.guide.surname}`.trim() : '',
    item.lateCheckout ? texts.yes : texts.no,
  ]);
  return csvOf(header, rows);
}
