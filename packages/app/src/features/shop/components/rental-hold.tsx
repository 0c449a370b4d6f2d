import { IonButton, IonIcon } from '@ionic/react';
import { isRentalSlotExpired, type DeliveryProduct } from '@stay/contract';
import { refreshOutline, timerOutline } from 'ionicons/icons';
import { useNow } from '@/lib/hooks/use-now';
import { useShopTranslation } from '../i18n';

const COUNTDOWN_TICK_MS = 1_000;

/** "4:05": minutes and seconds left. */
function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface RentalHoldProps {
  hold: DeliveryProduct;
  onHoldAgain: () => void;
}

/** How long a bike in the cart is still held for the guest, or that the hold is over with the way to hold it again. */
export function RentalHold({ hold, onHoldAgain }: RentalHoldProps) {
  const { t } = useShopTranslation();
  const now = useNow(COUNTDOWN_TICK_MS);
  if (isRentalSlotExpired(hold, now)) {
    return (
      <div className="rental-hold rental-hold--expired" role="status">
        <span>{t('order.holdExpired')}</span>
        <IonButton size="small" fill="outline" onClick={onHoldAgain}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('order.holdAgain')}
        </IonButton>
      </div>
    );
  }
  const left = new Date(hold.rentalWindowEndDateTime).getTime() - now.getTime();
  return (
    <p className="rental-hold">
      <IonIcon icon={timerOutline} aria-hidden="true" />
      <span>{t('order.holdUntil', { time: minutesAndSeconds(left) })}</span>
    </p>
  );
}
