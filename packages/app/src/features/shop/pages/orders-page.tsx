import { IonIcon } from '@ionic/react';
import { isPaid, isPlaced, type OrderView } from '@stay/contract';
import { chevronForwardOutline, receiptOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill, type PillTone } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useOrderStateText } from '@/domains/order/order-i18n';
import { useOrderLiveUpdates } from '@/domains/order/use-order-live';
import { useOrderHistory, useOrderRevisit, useRefreshOrders } from '@/domains/order/use-orders';
import { paths } from '@/lib/navigation/paths';
import { formatShortDay } from '@/lib/time/format';
import { BackButton } from '@/components/back-button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useShopTranslation } from '../i18n';
import { useEuros } from '../use-euros';
import { useStayZone } from '../use-stay-zone';
import '@/components/ui/card.css';
import '../shop.css';

/** /guest/services/orders: the reservation's orders, newest first, each with its state in words. */
export function OrdersPage() {
  const { t } = useShopTranslation();
  const history = useOrderHistory();
  const refreshOrders = useRefreshOrders();
  useOrderLiveUpdates();
  useOrderRevisit();

  return (
    <AppPage title={t('orders.title')} start={<BackButton to={paths.guest.services} label={t('common.back')} />} fixed={<PullToRefresh onRefresh={refreshOrders} />}>
      <div className="shop">
        {history.isPending ? (
          <SkeletonGroup as="ul" className="order-list" label={t('orders.loading')}>
            {[0, 1, 2].map((index) => (
              <li key={index} className="ui-card order-row">
                <Skeleton width="50%" height="18px" />
                <Skeleton width="70%" />
              </li>
            ))}
          </SkeletonGroup>
        ) : history.isError ? (
          <LoadFailed title={t('orders.errorTitle')} body={t('orders.errorBody')} retryLabel={t('common.retry')} onRetry={() => void history.refetch()} error={history.error} />
        ) : history.data.length === 0 ? (
          <EmptyState icon={receiptOutline} title={t('orders.emptyTitle')} role="status">
            <p>{t('orders.emptyBody')}</p>
          </EmptyState>
        ) : (
          <ul className="order-list" aria-label={t('orders.label')}>
            {history.data.map((view) => (
              <OrderRow key={view.order.nmbr} view={view} />
            ))}
          </ul>
        )}
      </div>
    </AppPage>
  );
}

const toneOf = (orderstate: number): PillTone => (isPlaced(orderstate) ? 'success' : isPaid(orderstate) ? 'accent' : orderstate > 10 ? 'warning' : 'neutral');

function OrderRow({ view }: { view: OrderView }) {
  const { t, i18n } = useShopTranslation();
  const stateText = useOrderStateText();
  const euros = useEuros();
  const timeZone = useStayZone();
  const { order } = view;
  const items = view.orderdeliveries.reduce((sum, delivery) => sum + delivery.quantity, 0);
  const placed = order.placed;
  return (
    <li>
      <Link to={paths.guest.order(order.nmbr)} className="ui-card order-row">
        <span className="order-row__text">
          <span className="order-row__name">{t('orders.name', { nmbr: order.nmbr })}</span>
          <span className="order-row__meta">
            {placed
              ? t('order.placedOn', { day: formatShortDay(placed, timeZone, i18n.language) })
              : t('orders.created', { day: formatShortDay(order.created, timeZone, i18n.language) })}
            {' · '}
            {t('orders.items', { count: items })}
          </span>
        </span>
        <span className="order-row__side">
          <Pill tone={toneOf(order.orderstate)}>{stateText(order.orderstate)}</Pill>
          <strong>{euros(order.totalincl)}</strong>
        </span>
        <IonIcon className="order-row__chevron" icon={chevronForwardOutline} aria-hidden="true" />
      </Link>
    </li>
  );
}
