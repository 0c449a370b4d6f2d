import { ORDER_STATE } from '@stay/contract';
import type { OrderChange } from './events';

/** Texts in English and Dutch side by side: the notification reaches the guest before any screen knows their language. */
const both = (en: string, nl: string) => `${en} · ${nl}`;

/**
 * The guests' ORDERS notification when a payment's outcome moved the order: paid, or open again after a failed,
 * cancelled or expired payment (it opens their services page and the order). None for any other state.
 */
export function orderOutcomeTexts(order: OrderChange): { title: string; body: string } | undefined {
  if (order.state === ORDER_STATE.paid) {
    return { title: both('Payment received', 'Betaling ontvangen'), body: both(`Order ${order.nmbr} is paid`, `Bestelling ${order.nmbr} is betaald`) };
  }
  if (order.state === ORDER_STATE.open) {
    return {
      title: both('Payment not completed', 'Betaling niet voltooid'),
      body: both(`Order ${order.nmbr} is open again`, `Bestelling ${order.nmbr} staat weer open`),
    };
  }
  return undefined;
}
