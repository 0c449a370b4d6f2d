import type { StaffDelivery } from '@stay/contract';
import { csvInstant, csvOf } from '@/lib/export/csv';
import type { en } from './locales/en';

type CsvTexts = Record<keyof (typeof en)['csv'], string>;

/** A park day's deliveries as CSV, in the order they are due, times on the location's clock. */
export function deliveriesCsv(items: readonly StaffDelivery[], timeZone: string, texts: CsvTexts): string {
  const header = [texts.deliverAt, texts.suite, texts.firstname, texts.surname, texts.product, texts.quantity, texts.unit, texts.options, texts.order, texts.reservation, texts.delivered];
  const rows = [...items]
    .sort((a, b) => a.deliverydate.localeCompare(b.deliverydate) || a.nmbr - b.nmbr)
    .map((item) => [
      csvInstant(item.deliverydate, timeZone),
      item.accommodation ?? '',
      item.guest.firstname,
      item.guest.surname,
      item.productname,
      item.quantity,
      item.unit,
      item.options.map((option) => option.productname).join('; '),
      item.ordernmbr,
      item.reservation.nmbr,
      csvInstant(item.delivered, timeZone),
    ]);
  return csvOf(header, rows);
}
