/**
 * Every order query lives under ['order', guestId, ...]: a live event or a pull-to-refresh reaches them all, and the
 * orders of one signed-in guest are never answered from another's cache (signing in starts with no orders).
 */
export const orderKeys = {
  all: (guestId: string) => ['order', guestId] as const,
  /** The current reservation's open order (the cart), null when it has none. */
  open: (guestId: string) => ['order', guestId, 'open'] as const,
  detail: (guestId: string, nmbr: number) => ['order', guestId, 'detail', nmbr] as const,
  history: (guestId: string) => ['order', guestId, 'history'] as const,
  paymentWays: (guestId: string) => ['order', guestId, 'payment-ways'] as const,
  payment: (guestId: string, nmbr: number) => ['order', guestId, 'payment', nmbr] as const,
};
