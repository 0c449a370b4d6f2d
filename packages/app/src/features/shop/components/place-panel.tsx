import { IonButton, IonIcon } from '@ionic/react';
import { placeRefusal, type OrderView } from '@stay/contract';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { usePlaceOrder } from '@/domains/order/mutations';
import { useShopTranslation } from '../i18n';

/** Placing the order: only a paid order with deliveries and nothing left to pay; otherwise the reason why not. */
export function PlacePanel({ view }: { view: OrderView }) {
  const { t } = useShopTranslation();
  const placeOrder = usePlaceOrder();
  const refusal = placeRefusal(view.order, view.orderdeliveries.length);
  return (
    <div className="place-panel">
      <IonButton expand="block" color="success" disabled={refusal !== null || placeOrder.isPending} onClick={() => placeOrder.mutate(view.order.nmbr)}>
        <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
        {t('order.place')}
      </IonButton>
      {refusal && (
        <p className="place-panel__reason" data-testid="place-reason">
          {t(`order.placeReasons.${refusal}`)}
        </p>
      )}
    </div>
  );
}
