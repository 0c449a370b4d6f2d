import { IonButton } from '@ionic/react';
import { isPaid, isPlaced } from '@stay/contract';
import { Card } from '@/components/ui/card';
import { useOrderHistory } from '@/domains/order/use-orders';
import { paths } from '@/lib/navigation/paths';
import { useShopTranslation } from '../i18n';

/** Orders that are paid but not placed: the cart points at them, since placing happens on the order itself. */
export function PaidOrdersWaiting() {
  const { t } = useShopTranslation();
  const history = useOrderHistory();
  const waiting = (history.data ?? []).filter(({ order }) => isPaid(order.orderstate) && !isPlaced(order.orderstate));
  return waiting.map(({ order }) => (
    <Card key={order.nmbr} className="order-waiting" role="status">
      <p>{t('order.paidWaiting', { nmbr: order.nmbr })}</p>
      <IonButton routerLink={paths.guest.order(order.nmbr)}>{t('order.openPaidOrder', { nmbr: order.nmbr })}</IonButton>
    </Card>
  ));
}
