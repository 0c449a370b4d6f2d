import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { isRentalSlotExpired, type OrderView } from '@stay/contract';
import { cardOutline } from 'ionicons/icons';
import type { FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { usePay } from '@/domains/order/mutations';
import { usePaymentWays } from '@/domains/order/use-orders';
import { redirectToCheckout } from '../checkout-redirect';
import { useShopTranslation } from '../i18n';
import { useEuros } from '../use-euros';
import { useRememberedPaymentMethod } from '../use-remembered-payment-method';

/**
 * Paying the open amount: the active PSP's methods, then the PSP's checkout page (a full page navigation); the PSP
 * sends the guest back to the order. Not while a bike's hold has expired (the server would refuse it). The chosen
 * method is kept after a failed or cancelled payment.
 */
export function PayPanel({ view, amount }: { view: OrderView; amount: number }) {
  const { t } = useShopTranslation();
  const euros = useEuros();
  const ways = usePaymentWays();
  const pay = usePay();
  const [chosen, setChosen] = useRememberedPaymentMethod();
  // The guest's last choice while the PSP still offers it, else its first method.
  const method = ways.data?.some((way) => way.id === chosen) ? chosen : ways.data?.[0]?.id;
  const now = new Date();
  const hasExpiredHold = view.deliveryproducts.some((hold) => isRentalSlotExpired(hold, now));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!method || hasExpiredHold) return;
    pay.mutate(
      { ordernmbr: view.order.nmbr, method },
      {
        onSuccess: ({ payment }) => {
          if (payment.checkoutUrl) redirectToCheckout(payment.checkoutUrl);
        },
      },
    );
  }

  return (
    <Card as="section" className="pay-panel" aria-labelledby="pay-title">
      <h2 id="pay-title" className="pay-panel__title">
        {t('order.payTitle')}
      </h2>
      <form onSubmit={submit} aria-label={t('order.payTitle')}>
        {ways.isPending ? (
          <p className="pay-panel__note" aria-busy="true">
            <IonSpinner name="dots" aria-hidden="true" /> {t('order.methodsLoading')}
          </p>
        ) : ways.isError ? (
          <p className="pay-panel__error" role="alert">
            {t('order.methodsError')}{' '}
            <IonButton fill="clear" size="small" onClick={() => void ways.refetch()}>
              {t('common.retry')}
            </IonButton>
          </p>
        ) : (
          <fieldset className="pay-panel__methods">
            <legend>{t('order.method')}</legend>
            {ways.data.map((way) => (
              <label key={way.id} className={way.id === method ? 'pay-method pay-method--on' : 'pay-method'}>
                <input type="radio" name="method" value={way.id} checked={way.id === method} onChange={() => setChosen(way.id)} />
                {way.description}
              </label>
            ))}
          </fieldset>
        )}
        {hasExpiredHold && <p className="pay-panel__error">{t('order.payBlockedByHold')}</p>}
        <IonButton type="submit" expand="block" disabled={!method || hasExpiredHold || pay.isPending}>
          <IonIcon slot="start" icon={cardOutline} aria-hidden="true" />
          {t('order.pay', { amount: euros(amount) })}
        </IonButton>
        <p className="pay-panel__hint">{t('order.payHint')}</p>
      </form>
    </Card>
  );
}
