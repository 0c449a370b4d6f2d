/**
 * Leaves the app for the payment provider's checkout page: a full page navigation, since the PSP's page is not ours
 * and sends the guest back to the order's address when they are done.
 */
export function redirectToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
