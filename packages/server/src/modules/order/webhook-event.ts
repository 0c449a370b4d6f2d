import type { WebhookEventData } from '../pms';
import type { DeliveryRow, OrderRow } from './repository';

/** The `order.placed` webhook's facts: the order, its total and what is to be delivered when. */
export function placedOrderEvent(order: OrderRow, deliveries: readonly DeliveryRow[], placedAt: string): WebhookEventData {
  return {
    reservationId: order.reservation_id,
    orderNumber: order.nmbr,
    placedAt,
    totalCents: order.total_cents,
    deliveries: deliveries.map((delivery) => ({
      product: delivery.productkey,
      name: delivery.productname,
      quantity: delivery.quantity,
      day: delivery.delivery_day,
      priceCents: delivery.price_cents,
    })),
  };
}
