import { useCallback, useState } from 'react';

/** Where the tab keeps the guest's payment method: it survives the trip to the PSP's page and back. */
export const PAYMENT_METHOD_KEY = 'stay.paymentMethod';

function read(): string | undefined {
  try {
    return window.sessionStorage.getItem(PAYMENT_METHOD_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The payment method the guest chose last in this tab. A failed or cancelled payment brings the guest back to a
 * new pay panel (and, after the PSP's page, a new page load): the choice is kept so they need not make it again.
 */
export function useRememberedPaymentMethod(): [string | undefined, (method: string) => void] {
  const [method, setMethod] = useState(read);
  const remember = useCallback((chosen: string) => {
    setMethod(chosen);
    try {
      window.sessionStorage.setItem(PAYMENT_METHOD_KEY, chosen);
    } catch {
      // Storage may be off (private mode): the choice then lasts as long as the panel.
    }
  }, []);
  return [method, remember];
}
