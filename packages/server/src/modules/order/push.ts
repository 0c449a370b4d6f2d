import { ORDER_STATE } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import { findGuestsOf } from '../reservation';
import type { OrderChange } from './events';

/** Texts in English and Dutch side by side: the notification reaches the guest before any screen knows their language. */
const both = (en: string, nl: string) => `${en} · ${nl}`;

function textsFor(order: OrderChange): { title: string; body: string } | undefined {
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

/**
 * A payment's outcome moved the order (paid, or back to open after a failed, cancelled or expired payment): the
 * reservation's guests get an ORDERS notification naming the order, which opens their services page and the order.
 */
export async function pushOrderOutcome(db: DbOrTrx, push: PushPort, order: OrderChange): Promise<void> {
  const texts = textsFor(order);
  if (!texts) return;
  for (const guest of await findGuestsOf(db, order.reservation_id)) {
    await push.send({ recipient: { kind: 'person', id: guest.id }, kind: 'order', ...texts, objecttype: 'ORDERS', objectkey: String(order.nmbr), chatnmbr: null });
  }
}
