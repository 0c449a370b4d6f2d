import { IonButton, IonSpinner } from '@ionic/react';
import { isOpen, isPlaced, openAmount, ORDER_STATE, type OrderView } from '@stay/contract';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/navigation/paths';
import { formatLongDay } from '@/lib/time/format';
import { useShopTranslation } from '../i18n';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { PayPanel } from './pay-panel';
import { PlacePanel } from './place-panel';

interface OrderBodyProps {
  view: OrderView;
  timeZone: string;
  /** On the cart: a payment in progress links to the order's own screen, which follows the payment. */
  linksToPayment?: boolean;
}

/** An order's lines by day, its totals, and what the guest can do next: pay, wait for the payment, or place it. */
export function OrderBody({ view, timeZone, linksToPayment = false }: OrderBodyProps) {
  const { t, i18n } = useShopTranslation();
  const { order } = view;
  const toPay = openAmount(order);
  return (
    <>
      {isPlaced(order.orderstate) && (
        <Card className="order-placed" role="status">
          <p className="order-placed__title">{t('order.placed')}</p>
          {order.placed && <p>{t('order.placedOn', { day: formatLongDay(order.placed, timeZone, i18n.language) })}</p>}
        </Card>
      )}
      <Card className="order-card">
        <OrderLines view={view} timeZone={timeZone} />
        <OrderTotals order={order} />
      </Card>
      {order.orderstate === ORDER_STATE.paymentPending && (
        <Card className="order-paying" role="status">
          {linksToPayment ? (
            <>
              <p>{t('order.paying')}</p>
              <IonButton fill="outline" routerLink={paths.guest.order(order.nmbr)}>
                {t('order.viewPaying')}
              </IonButton>
            </>
          ) : (
            <p>
              <IonSpinner name="dots" aria-hidden="true" /> {t('order.confirming')}
            </p>
          )}
        </Card>
      )}
      {isOpen(order.orderstate) && toPay > 0 && view.orderdeliveries.length > 0 && <PayPanel view={view} amount={toPay} />}
      {!isPlaced(order.orderstate) && <PlacePanel view={view} />}
    </>
  );
}
