import type { ChatComplaint, ChatDelivery } from '@stay/contract';
import { dayOf } from '@/lib/time/format';

export interface Group<T> {
  key: string;
  items: T[];
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }));
}

/** Deliveries grouped by date (the location's calendar day), earliest first. */
export function deliveriesByDate(deliveries: readonly ChatDelivery[]): Group<ChatDelivery>[] {
  return groupBy(deliveries, (delivery) => dayOf(delivery.deliverydate)).sort((a, b) => a.key.localeCompare(b.key));
}

/** Complaints grouped by their state text, in the order the states first appear. */
export function complaintsByState(complaints: readonly ChatComplaint[]): Group<ChatComplaint>[] {
  return groupBy(complaints, (complaint) => complaint.complaintstatetext || '—');
}
