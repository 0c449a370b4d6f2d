import { IonButton, IonIcon } from '@ionic/react';
import { hasEnded, type Reservation } from '@stay/contract';
import { arrowForwardOutline, compassOutline } from 'ionicons/icons';
import { useGuestHomeTranslation } from '../i18n';
import { Card } from '@/components/ui/card';
import { useNow } from '@/lib/hooks/use-now';
import { paths } from '@/lib/navigation/paths';

const ENDED_TICK_MS = 60_000;

/**
 * Offers guide selection to a guest without a guide. It only invites: the suite controls and the chat stay in
 * reach whether or not the guest ever picks a guide.
 */
export function ChooseGuideCard({ reservation }: { reservation: Reservation }) {
  const { t } = useGuestHomeTranslation();
  const now = useNow(ENDED_TICK_MS);
  if (reservation.guide || hasEnded(reservation, now)) return null;
  return (
    <Card className="home-card choose-guide-card" aria-labelledby="choose-guide-title">
      <div className="choose-guide-card__head">
        <IonIcon icon={compassOutline} aria-hidden="true" />
        <h2 id="choose-guide-title" className="home-card__title">
          {t('guestHome.chooseGuide.title')}
        </h2>
      </div>
      <p>{t('guestHome.chooseGuide.body')}</p>
      <IonButton routerLink={paths.guideSelection} className="choose-guide-card__action">
        {t('guestHome.chooseGuide.action')}
        <IonIcon slot="end" icon={arrowForwardOutline} aria-hidden="true" />
      </IonButton>
    </Card>
  );
}
