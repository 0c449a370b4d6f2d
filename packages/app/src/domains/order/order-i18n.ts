import { ORDER_STATE } from '@stay/contract';
import { defineNamespace } from '@/lib/i18n/namespace';
import { useNamespaceTranslation } from '@/lib/i18n/use-namespace-translation';
import { en } from './locales/en';
import { de } from './locales/de';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    order: typeof en;
  }
}

/** The order screens' shared texts, added when one of them first renders (none of them weigh on /login). */
const namespace = defineNamespace('order', { en, nl, de, fr });

export function useOrderTranslation() {
  return useNamespaceTranslation(namespace);
}

export type OrderStateKey = keyof typeof en.states;

/** The words for an order state: the thresholds decide (≤ 10 open, ≥ 50 paid), the states between are ours. */
export function orderStateKey(orderstate: number): OrderStateKey {
  if (orderstate >= ORDER_STATE.placed) return 'placed';
  if (orderstate >= ORDER_STATE.paid) return 'paid';
  if (orderstate > ORDER_STATE.open) return 'paymentPending';
  return 'open';
}

/** An order state in the person's language. */
export function useOrderStateText(): (orderstate: number) => string {
  const { t } = useOrderTranslation();
  return (orderstate) => t(`states.${orderStateKey(orderstate)}`);
}
