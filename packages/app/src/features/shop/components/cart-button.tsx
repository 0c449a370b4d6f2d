import { IonButton, IonIcon } from '@ionic/react';
import { cartOutline } from 'ionicons/icons';
import { useOpenOrder } from '@/domains/order/use-orders';
import { paths } from '@/lib/navigation/paths';
import { badgeCount } from '@/lib/text/badge-count';
import { useShopTranslation } from '../i18n';

/** The toolbar's way to the cart, with how many lines are in it. */
export function CartButton() {
  const { t } = useShopTranslation();
  const cart = useOpenOrder();
  const count = cart.data?.orderdeliveries.length ?? 0;
  const label = count > 0 ? t('services.cartWithCount', { count }) : t('services.cart');
  return (
    <IonButton routerLink={paths.guest.cart} aria-label={label} title={label} className="cart-button">
      <IonIcon slot="icon-only" icon={cartOutline} aria-hidden="true" />
      {count > 0 && (
        <span className="cart-button__badge" data-testid="cart-count" aria-hidden="true">
          {badgeCount(count)}
        </span>
      )}
    </IonButton>
  );
}
