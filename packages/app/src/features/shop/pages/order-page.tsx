import { PAYMENT_STATUSES, type PaymentStatus } from '@stay/contract';
import { useParams, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { useOrderLiveUpdates } from '@/domains/order/use-order-live';
import { useOrder, useOrderRevisit, usePayment, useRefreshOrders } from '@/domains/order/use-orders';
import { paths } from '@/lib/navigation/paths';
import { BackButton } from '@/components/back-button';
import { OrderBody } from '../components/order-body';
import { OrderLoadFailed } from '../components/order-load-failed';
import { OrderSkeleton } from '../components/order-skeleton';
import { useShopTranslation } from '../i18n';
import { useStayZone } from '../use-stay-zone';
import '../shop.css';

const positiveNumber = (value: string | null | undefined): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * /guest/services/orders/{ordernmbr}: one order. The payment provider sends the guest back here with
 * `?payment={nmbr}`: the payment's outcome shows on top, and the order is followed while its payment is being
 * confirmed; once paid it can be placed. A placed order shows its deliveries by day.
 */
export function OrderPage() {
  const { t } = useShopTranslation();
  const ordernmbr = positiveNumber(useParams().ordernmbr) ?? 0;
  const [params] = useSearchParams();
  const order = useOrder(ordernmbr);
  const refreshOrders = useRefreshOrders();
  const timeZone = useStayZone();
  useOrderLiveUpdates();
  useOrderRevisit();

  return (
    <AppPage
      title={t('order.orderTitle', { nmbr: ordernmbr })}
      start={<BackButton to={paths.guest.orders} label={t('common.back')} />}
      fixed={<PullToRefresh onRefresh={refreshOrders} />}
    >
      <div className="shop">
        <PaymentOutcome paymentNmbr={positiveNumber(params.get('payment'))} />
        {order.isPending ? (
          <OrderSkeleton />
        ) : order.isError ? (
          <OrderLoadFailed error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <OrderBody view={order.data} timeZone={timeZone} />
        )}
      </div>
    </AppPage>
  );
}

const TONES: Record<PaymentStatus, string> = {
  open: 'info',
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  canceled: 'warning',
  expired: 'warning',
};

/** What became of the payment the guest returns from: paying, paid, failed, cancelled or expired. */
function PaymentOutcome({ paymentNmbr }: { paymentNmbr: number | undefined }) {
  const { t } = useShopTranslation();
  const payment = usePayment(paymentNmbr);
  const status = payment.data?.payment.status;
  if (!status || !PAYMENT_STATUSES.includes(status)) return null;
  return (
    <Card className={`payment-outcome payment-outcome--${TONES[status]}`} role="status" data-testid="payment-outcome">
      <p>{t(`order.payment.${status}`)}</p>
    </Card>
  );
}
