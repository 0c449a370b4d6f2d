import { calendarDayIn, COMPLAINT_STATES, DEFAULT_TIME_ZONE, type ChatComplaint, type ChatDelivery } from '@stay/contract';

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
  return groupBy(deliveries, (delivery) => calendarDayIn(delivery.deliverydate, DEFAULT_TIME_ZONE)).sort((a, b) => a.key.localeCompare(b.key));
}

/** Where a state text comes in the complaint's life (New, In progress, Resolved); other texts after those. */
const stateRank = (state: string) => {
  const rank = (COMPLAINT_STATES as readonly string[]).indexOf(state);
  return rank === -1 ? COMPLAINT_STATES.length : rank;
};

/** Complaints grouped by their state text: open ones first (New, In progress, then Resolved), each newest first. */
export function complaintsByState(complaints: readonly ChatComplaint[]): Group<ChatComplaint>[] {
  return groupBy(complaints, (complaint) => complaint.complaintstatetext || '—').sort((a, b) => stateRank(a.key) - stateRank(b.key));
}
