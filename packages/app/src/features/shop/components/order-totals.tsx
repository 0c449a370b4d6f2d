import { openAmount, type Order } from '@stay/contract';
import { useShopTranslation } from '../i18n';
import { useEuros } from '../use-euros';

/** The order's total, what was paid, what went back (refunds, a chargeback by the bank), and what is still to pay. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useShopTranslation();
  const euros = useEuros();
  return (
    <dl className="order-totals">
      <div>
        <dt>{t('order.total')}</dt>
        <dd>{euros(order.totalincl)}</dd>
      </div>
      {order.paymentamount > 0 && (
        <div>
          <dt>{t('order.paid')}</dt>
          <dd>{euros(order.paymentamount)}</dd>
        </div>
      )}
      {order.refundedamount > 0 && (
        <div className="order-totals__reversed">
          <dt>{t('order.refunded')}</dt>
          <dd>{euros(-order.refundedamount)}</dd>
        </div>
      )}
      {order.chargedbackamount > 0 && (
        <div className="order-totals__reversed">
          <dt>{t('order.chargedBack')}</dt>
          <dd>{euros(-order.chargedbackamount)}</dd>
        </div>
      )}
      <div className="order-totals__open">
        <dt>{t('order.open')}</dt>
        <dd>{euros(Math.max(0, openAmount(order)))}</dd>
      </div>
    </dl>
  );
}
