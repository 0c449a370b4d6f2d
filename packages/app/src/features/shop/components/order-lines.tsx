import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { calendarDayIn, DELIVERY_MAX_QUANTITY, isOpen, ORDER_STATE, type OrderDelivery, type OrderView } from '@stay/contract';
import { trashOutline } from 'ionicons/icons';
import { useProductsByKey } from '@/domains/catalogue/use-catalogue';
import { useDeleteDelivery, useRefreshRentalWindow, useUpdateDelivery } from '@/domains/order/mutations';
import { Pill } from '@/components/ui/pill';
import { formatLongDay, formatTime } from '@/lib/time/format';
import { useShopTranslation } from '../i18n';
import { useEuros } from '../use-euros';
import { QuantityStepper } from './quantity-stepper';
import { RentalHold } from './rental-hold';

interface OrderLinesProps {
  view: OrderView;
  timeZone: string;
}

/** The order's deliveries by day; while the order is open each line can change its amount or leave the cart. */
export function OrderLines({ view, timeZone }: OrderLinesProps) {
  const { t, i18n } = useShopTranslation();
  const days = new Map<string, OrderDelivery[]>();
  for (const delivery of [...view.orderdeliveries].sort((a, b) => a.deliverydate.localeCompare(b.deliverydate) || a.nmbr - b.nmbr)) {
    const day = calendarDayIn(delivery.deliverydate, timeZone);
    days.set(day, [...(days.get(day) ?? []), delivery]);
  }
  return (
    <section className="order-lines" aria-label={t('order.deliveries')}>
      {[...days.entries()].map(([day, deliveries]) => {
        const heading = formatLongDay(deliveries[0]!.deliverydate, timeZone, i18n.language);
        return (
          <section key={day} className="order-day" aria-label={heading}>
            <h3 className="order-day__title">{heading}</h3>
            <ul className="order-day__lines">
              {deliveries.map((delivery) => (
                <OrderLine key={delivery.nmbr} view={view} delivery={delivery} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function OrderLine({ view, delivery, timeZone }: { view: OrderView; delivery: OrderDelivery; timeZone: string }) {
  const { t, i18n } = useShopTranslation();
  const euros = useEuros();
  const [presentAlert] = useIonAlert();
  const updateDelivery = useUpdateDelivery();
  const deleteDelivery = useDeleteDelivery();
  const holdAgain = useRefreshRentalWindow();
  const product = useProductsByKey([delivery.productkey]).get(delivery.productkey);
  const { order } = view;
  const isEditable = isOpen(order.orderstate);
  const ref = { ordernmbr: order.nmbr, deliverynmbr: delivery.nmbr };
  const hold = view.deliveryproducts.find((candidate) => candidate.deliverynmbr === delivery.nmbr);
  const name = delivery.productname;
  const unitPrice = euros(delivery.priceincl);
  const maxQuantity = Math.min(DELIVERY_MAX_QUANTITY, product?.capacity ?? DELIVERY_MAX_QUANTITY);

  function confirmRemove() {
    void presentAlert({
      header: t('order.removeHeader', { name }),
      message: t('order.removeMessage'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('order.remove'), role: 'destructive', handler: () => deleteDelivery.mutate(ref) },
      ],
    });
  }

  return (
    <li className="order-line">
      <div className="order-line__main">
        <span className="order-line__name">{name}</span>
        {delivery.options.length > 0 && <span className="order-line__options">{delivery.options.map((option) => option.productname).join(', ')}</span>}
        <span className="order-line__price">{delivery.unit === 'DAY' ? t('order.perDay', { price: unitPrice }) : t('order.each', { price: unitPrice })}</span>
        <span className="order-line__when">
          {t('order.deliveredAt', { time: formatTime(delivery.deliverydate, timeZone, i18n.language) })}
          {delivery.delivered && (
            <Pill tone="success" className="order-line__delivered">
              {t('order.delivered')}
            </Pill>
          )}
        </span>
      </div>
      <div className="order-line__side">
        <strong className="order-line__total">{euros(delivery.totalincl)}</strong>
        <div className="order-line__actions">
        {isEditable && product && !product.disableAmount ? (
          <QuantityStepper
            value={delivery.quantity}
            max={maxQuantity}
            label={t('order.quantity', { name })}
            fewerLabel={t('order.fewer', { name })}
            moreLabel={t('order.more', { name })}
            disabled={updateDelivery.isPending}
            onChange={(quantity) => updateDelivery.mutate({ ...ref, quantity })}
          />
        ) : (
          <span className="order-line__quantity">× {delivery.quantity}</span>
        )}
        {isEditable && (
          <IonButton fill="clear" size="small" color="danger" aria-label={t('order.removeLabel', { name })} onClick={confirmRemove}>
            <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
          </IonButton>
        )}
        </div>
      </div>
      {hold && order.orderstate <= ORDER_STATE.paymentPending && <RentalHold hold={hold} onHoldAgain={() => holdAgain.mutate(ref)} />}
    </li>
  );
}
