import { IonButton, IonIcon } from '@ionic/react';
import type { Reservation } from '@stay/contract';
import { chatbubblesOutline, heartOutline, searchOutline, starOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { InfoCard } from '@/components/info-card';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/navigation/paths';
import { useGuestHomeTranslation } from '../i18n';
import { GuideRatingForm } from './guide-rating-form';

/**
 * The home after checkout: thanks, a last chance to rate the guide, the stay's rating (composed in), the chat
 * history, and what to do about something left behind. Nothing here changes the stay (the server refuses changes after it ended).
 */
export function GoodbyeCard({ reservation, stayRating }: { reservation: Reservation; stayRating?: ReactNode }) {
  const { t } = useGuestHomeTranslation();
  const guide = reservation.guide;
  const [rating, setRating] = useState<'prompt' | 'form' | 'done'>(guide && !reservation.guideRatingDisabled ? 'prompt' : 'done');

  return (
    <>
      <InfoCard icon={heartOutline} title={t('guestHome.goodbye.title')}>
        <p>{t('guestHome.goodbye.body')}</p>
      </InfoCard>

      {guide && rating !== 'done' && (
        <Card className="home-card" aria-labelledby="goodbye-rate-title">
          <h2 id="goodbye-rate-title" className="home-card__title">
            {t('guestHome.goodbye.rateTitle', { name: guide.firstname })}
          </h2>
          {rating === 'form' ? (
            <GuideRatingForm guide={guide} onDone={() => setRating('done')} />
          ) : (
            <IonButton className="guest-home__action" onClick={() => setRating('form')}>
              <IonIcon slot="start" icon={starOutline} aria-hidden="true" />
              {t('guestHome.guide.rate', { name: guide.firstname })}
            </IonButton>
          )}
        </Card>
      )}

      {stayRating}

      <InfoCard icon={searchOutline} title={t('guestHome.goodbye.lostTitle')}>
        <p>{t('guestHome.goodbye.lostBody')}</p>
        <IonButton fill="outline" routerLink={paths.guest.chat} className="guest-home__action">
          <IonIcon slot="start" icon={chatbubblesOutline} aria-hidden="true" />
          {t('guestHome.goodbye.chat')}
        </IonButton>
      </InfoCard>
    </>
  );
}
