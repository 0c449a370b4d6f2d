import { IonIcon } from '@ionic/react';
import { moonOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/navigation/paths';
import { Link } from 'react-router-dom';
import { useShopTranslation } from '../i18n';

/** Said once, where buying would be: the stay has ended, so nothing can be ordered; the orders stay to look at. */
export function StayOverNote() {
  const { t } = useShopTranslation();
  return (
    <Card as="section" className="stay-over" role="status">
      <IonIcon className="stay-over__icon" icon={moonOutline} aria-hidden="true" />
      <div className="stay-over__text">
        <p className="stay-over__title">{t('services.stayOverTitle')}</p>
        <p>
          {t('services.stayOverBody')} <Link to={paths.guest.orders}>{t('services.orders')}</Link>
        </p>
      </div>
    </Card>
  );
}
