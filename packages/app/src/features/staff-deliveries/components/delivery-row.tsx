import { IonIcon } from '@ionic/react';
import { isPlaced, isSupportRole, type StaffDelivery } from '@stay/contract';
import { useState } from 'react';
import { cashOutline, chatbubblesOutline, checkmarkCircle, documentTextOutline, ellipseOutline, timeOutline, warningOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { Pill } from '@/components/ui/pill';
import { useMarkDelivered } from '@/domains/staff-delivery/mutations';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import { fullName } from '@/lib/text/names';
import { formatTime } from '@/lib/time/format';
import { useSession } from '@/lib/session/use-session';
import { classNames } from '@/components/ui/class-names';
import { useStaffDeliveriesTranslation } from '../i18n';
import { RefundSheet } from './refund-sheet';

interface DeliveryRowProps {
  delivery: StaffDelivery;
  area: StaffArea;
  /** The location's zone: the delivery time as the park's clock shows it. */
  timeZone: string;
  /** What the row's group does not already say: the suite when grouped per product, the product when per suite. */
  shows: 'product' | 'suite';
}

/**
 * One delivery: when and how many of what (with its options), for whom, whether it has been brought (staff tick it
 * off, the guest sees it), a flag when the bank charged the order back, the way to the guest's chat and booking, and
 * (support and management) the order's refund.
 */
export function DeliveryRow({ delivery, area, timeZone, shows }: DeliveryRowProps) {
  const { t, i18n } = useStaffDeliveriesTranslation();
  const markDelivered = useMarkDelivered();
  const guest = fullName(delivery.guest);
  const what = shows === 'product' ? delivery.productname : (delivery.accommodation ?? t('deliveries.noSuite'));
  const isDelivered = delivery.delivered !== null;
  const session = useSession();
  const mayRefund = isSupportRole(session?.auth.role ?? 'UNKOWN');
  const [isRefunding, setIsRefunding] = useState(false);
  return (
    <li className={classNames('delivery-row', isDelivered && 'delivery-row--delivered')}>
      <div className="delivery-row__main">
        <time className="delivery-row__time" dateTime={delivery.deliverydate}>
          <IonIcon icon={timeOutline} aria-hidden="true" />
          {formatTime(delivery.deliverydate, timeZone, i18n.language)}
        </time>
        <span className="delivery-row__quantity">{t('deliveries.quantity', { quantity: delivery.quantity })}</span>
        <span className="delivery-row__what">
          {what}
          {delivery.unit === 'DAY' && <span className="delivery-row__unit"> {t('deliveries.perDay')}</span>}
        </span>
        <Pill tone={isPlaced(delivery.orderstate) ? 'success' : 'info'} className="delivery-row__state">
          {t(isPlaced(delivery.orderstate) ? 'deliveries.state.placed' : 'deliveries.state.paid')}
        </Pill>
      </div>
      {(delivery.orderchargedback || delivery.orderrefunded) && (
        <p className="delivery-row__flags">
          {delivery.orderchargedback && (
            <Pill tone="danger" className="delivery-row__charged-back">
              <IonIcon icon={warningOutline} aria-hidden="true" />
              {t('deliveries.chargedBack')}
            </Pill>
          )}
          {delivery.orderrefunded && <Pill tone="warning">{t('deliveries.refunded')}</Pill>}
        </p>
      )}
      {delivery.options.length > 0 && (
        <p className="delivery-row__options">{t('deliveries.with', { options: delivery.options.map((option) => option.productname).join(', ') })}</p>
      )}
      <p className="delivery-row__who">
        <span>{t('deliveries.guest', { name: guest })}</span>
        <span className="delivery-row__order">{t('deliveries.order', { number: delivery.ordernmbr })}</span>
      </p>
      <div className="delivery-row__done">
        <button
          type="button"
          className="delivery-row__tick"
          aria-pressed={isDelivered}
          disabled={markDelivered.isPending}
          onClick={() => markDelivered.mutate({ nmbr: delivery.nmbr, delivered: !isDelivered })}
        >
          <IonIcon icon={isDelivered ? checkmarkCircle : ellipseOutline} aria-hidden="true" />
          {t('deliveries.delivered')}
          <span className="visually-hidden">: {t('deliveries.deliveredWhat', { what, guest })}</span>
        </button>
        {delivery.delivered && (
          <span className="delivery-row__delivered-at">
            {t('deliveries.deliveredAt', { time: formatTime(delivery.delivered, timeZone, i18n.language) })}
          </span>
        )}
      </div>
      <p className="delivery-row__links">
        {delivery.chatnmbr !== null && (
          <Link className="delivery-row__link" to={paths.staffChat(area, delivery.chatnmbr)}>
            <IonIcon icon={chatbubblesOutline} aria-hidden="true" />
            {t('deliveries.openChat', { name: guest })}
          </Link>
        )}
        <Link className="delivery-row__link" to={paths.staffBooking(area, delivery.reservation.nmbr)}>
          <IonIcon icon={documentTextOutline} aria-hidden="true" />
          {t('deliveries.openBooking', { number: delivery.reservation.nmbr })}
        </Link>
        {mayRefund && (
          <button type="button" className="delivery-row__link delivery-row__refund" onClick={() => setIsRefunding(true)}>
            <IonIcon icon={cashOutline} aria-hidden="true" />
            {t('deliveries.refund.open')}
            <span className="visually-hidden">: {t('deliveries.refund.openFor', { number: delivery.ordernmbr })}</span>
          </button>
        )}
      </p>
      {mayRefund && <RefundSheet ordernmbr={delivery.ordernmbr} isOpen={isRefunding} onClose={() => setIsRefunding(false)} />}
    </li>
  );
}
