import { IonButton } from '@ionic/react';
import { cartOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { useOrderLiveUpdates } from '@/domains/order/use-order-live';
import { useOpenOrder, useOrderRevisit, useRefreshOrders } from '@/domains/order/use-orders';
import { paths } from '@/lib/navigation/paths';
import { BackButton } from '@/components/back-button';
import { OrderBody } from '../components/order-body';
import { OrderLoadFailed } from '../components/order-load-failed';
import { OrderSkeleton } from '../components/order-skeleton';
import { PaidOrdersWaiting } from '../components/paid-orders-waiting';
import { useShopTranslation } from '../i18n';
import { useStayZone } from '../use-stay-zone';
import '../shop.css';

/** /guest/services/cart: the open order by day, its amounts and rental holds, paying it, and placing it once paid. */
export function CartPage() {
  const { t } = useShopTranslation();
  const cart = useOpenOrder();
  const refreshOrders = useRefreshOrders();
  const timeZone = useStayZone();
  useOrderLiveUpdates();
  useOrderRevisit();

  return (
    <AppPage title={t('order.cartTitle')} start={<BackButton to={paths.guest.services} label={t('common.back')} />} fixed={<PullToRefresh onRefresh={refreshOrders} />}>
      <div className="shop">
        <PaidOrdersWaiting />
        {cart.isPending ? (
          <OrderSkeleton />
        ) : cart.isError ? (
          <OrderLoadFailed error={cart.error} onRetry={() => void cart.refetch()} />
        ) : !cart.data || cart.data.orderdeliveries.length === 0 ? (
          <EmptyState icon={cartOutline} title={t('order.emptyTitle')} role="status">
            <p>{t('order.emptyBody')}</p>
            <IonButton fill="outline" routerLink={paths.guest.services} routerDirection="back">
              {t('order.toShop')}
            </IonButton>
          </EmptyState>
        ) : (
          <OrderBody view={cart.data} timeZone={timeZone} linksToPayment />
        )}
      </div>
    </AppPage>
  );
}
