import type { StaffDelivery } from '@stay/contract';

export const DELIVERY_GROUPINGS = ['suite', 'product'] as const;
export type DeliveryGrouping = (typeof DELIVERY_GROUPINGS)[number];

export interface DeliveryGroup {
  /** The suite's name (null: none assigned) or the product's key. */
  key: string;
  /** The suite's or the product's name; null for the deliveries of reservations without a suite. */
  title: string | null;
  deliveries: StaffDelivery[];
  /** How many pieces (or bikes) the group holds. */
  quantity: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function groupBy(deliveries: readonly StaffDelivery[], keyOf: (delivery: StaffDelivery) => string, titleOf: (delivery: StaffDelivery) => string | null) {
  const groups = new Map<string, DeliveryGroup>();
  for (const delivery of deliveries) {
    const key = keyOf(delivery);
    const group = groups.get(key) ?? { key, title: titleOf(delivery), deliveries: [], quantity: 0 };
    group.deliveries.push(delivery);
    group.quantity += delivery.quantity;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A day's deliveries grouped as staff walk the park: per suite (by name, "Suite 2" before "Suite 10", those without a
 * suite last), or per product (by name, with the total to take along). Within a group the server's order is kept.
 */
export function groupDeliveries(deliveries: readonly StaffDelivery[], grouping: DeliveryGrouping): DeliveryGroup[] {
  if (grouping === 'product') {
    return groupBy(deliveries, (delivery) => delivery.productkey, (delivery) => delivery.productname).sort((a, b) =>
      collator.compare(a.title ?? '', b.title ?? ''),
    );
  }
  return groupBy(deliveries, (delivery) => delivery.accommodation ?? '', (delivery) => delivery.accommodation).sort((a, b) => {
    if (a.title === null || b.title === null) return a.title === null ? (b.title === null ? 0 : 1) : -1;
    return collator.compare(a.title, b.title);
  });
}

/** How many different suites the deliveries go to. */
export function suiteCount(deliveries: readonly StaffDelivery[]): number {
  return new Set(deliveries.map((delivery) => delivery.accommodation ?? `reservation:${delivery.reservation._id}`)).size;
}
