import { IonIcon } from '@ionic/react';
import { isPlaced, type StaffDelivery } from '@stay/contract';
import { chatbubblesOutline, documentTextOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { Pill } from '@/components/ui/pill';
import { paths, type StaffArea } from '@/lib/navigation/paths';
import { fullName } from '@/lib/text/names';
import { useStaffDeliveriesTranslation } from '../i18n';

interface DeliveryRowProps {
  delivery: StaffDelivery;
  area: StaffArea;
  /** What the row's group does not already say: the suite when grouped per product, the product when per suite. */
  shows: 'product' | 'suite';
}

/** One delivery: how many of what (with its options), for whom, and the way to the guest's chat and booking. */
export function DeliveryRow({ delivery, area, shows }: DeliveryRowProps) {
  const { t } = useStaffDeliveriesTranslation();
  const guest = fullName(delivery.guest);
  return (
    <li className="delivery-row">
      <div className="delivery-row__main">
        <span className="delivery-row__quantity">{t('deliveries.quantity', { quantity: delivery.quantity })}</span>
        <span className="delivery-row__what">
          {shows === 'product' ? delivery.productname : (delivery.accommodation ?? t('deliveries.noSuite'))}
          {delivery.unit === 'DAY' && <span className="delivery-row__unit"> {t('deliveries.perDay')}</span>}
        </span>
        <Pill tone={isPlaced(delivery.orderstate) ? 'success' : 'info'} className="delivery-row__state">
          {t(isPlaced(delivery.orderstate) ? 'deliveries.state.placed' : 'deliveries.state.paid')}
        </Pill>
      </div>
      {delivery.options.length > 0 && (
        <p className="delivery-row__options">{t('deliveries.with', { options: delivery.options.map((option) => option.productname).join(', ') })}</p>
      )}
      <p className="delivery-row__who">
        <span>{t('deliveries.guest', { name: guest })}</span>
        <span className="delivery-row__order">{t('deliveries.order', { number: delivery.ordernmbr })}</span>
      </p>
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
      </p>
    </li>
  );
}
