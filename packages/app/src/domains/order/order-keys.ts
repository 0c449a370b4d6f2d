import type { AppLanguage } from '@stay/contract';

/**
 * Every order query lives under ['order', guestId, ...]: a live event or a pull-to-refresh reaches them all, and the
 * orders of one signed-in guest are never answered from another's cache (signing in starts with no orders). Orders
 * are kept per language too: the server names their products and options in the language asked.
 */
export const orderKeys = {
  all: (guestId: string) => ['order', guestId] as const,
  /** The current reservation's open order (the cart), null when it has none. */
  open: (guestId: string, lang: AppLanguage) => ['order', guestId, lang, 'open'] as const,
  detail: (guestId: string, lang: AppLanguage, nmbr: number) => ['order', guestId, lang, 'detail', nmbr] as const,
  history: (guestId: string, lang: AppLanguage) => ['order', guestId, lang, 'history'] as const,
  paymentWays: (guestId: string) => ['order', guestId, 'payment-ways'] as const,
  payment: (guestId: string, nmbr: number) => ['order', guestId, 'payment', nmbr] as const,
};
