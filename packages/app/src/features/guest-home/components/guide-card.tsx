import { IonButton, IonIcon, IonSpinner, useIonAlert } from '@ionic/react';
import { RATING_MAX_SCORE, type Reservation } from '@stay/contract';
import { star, starOutline, swapHorizontalOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useGuestHomeTranslation } from '../i18n';
import { useLoading } from '@/lib/loading/use-loading';
import { useDisableGuideRating } from '@/domains/stay/use-disable-guide-rating';
import { useLeaveGuide } from '@/domains/stay/use-leave-guide';
import { useMyGuideRating } from '@/domains/guide/use-my-guide-rating';
import { formatShortDay } from '@/lib/time/format';
import { GuideRatingForm } from './guide-rating-form';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { fullName } from '@/lib/text/names';

interface GuideCardProps {
  reservation: Reservation;
  onReservationChange: (reservation: Reservation) => void;
}

/** The chosen guide: name and photo, rating (unless the guest asked not to be asked), and leaving the guide. */
export function GuideCard({ reservation, onReservationChange }: GuideCardProps) {
  const { t, i18n } = useGuestHomeTranslation();
  const [presentAlert] = useIonAlert();
  const withLoading = useLoading();
  const leaveGuide = useLeaveGuide();
  const disableRating = useDisableGuideRating();
  const [isRating, setIsRating] = useState(false);
  const myRating = useMyGuideRating();
  const guide = reservation.guide;
  if (!guide) return null;
  // Until the server has said whether this guide was rated, ask nothing; once rated, never again this stay.
  const mayRate = myRating.isSuccess && myRating.data?.guide?._id !== guide._id;

  function confirmLeave() {
    void presentAlert({
      header: t('guestHome.guide.leaveHeader', { name: guide!.firstname }),
      message: t('guestHome.guide.leaveMessage'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('guestHome.guide.leaveConfirm'),
          role: 'destructive',
          handler: () => {
            void withLoading(() => leaveGuide.mutateAsync(), t('guestHome.guide.leaving'))
              .then(onReservationChange)
              .catch(() => undefined);
          },
        },
      ],
    });
  }

  function stopAsking() {
    disableRating.mutate(undefined, { onSuccess: onReservationChange });
  }

  const since = reservation.guideSelectionTimestamp
    ? formatShortDay(reservation.guideSelectionTimestamp, reservation.location.timeZone, i18n.language)
    : null;

  return (
    <Card className="home-card guide-card" aria-labelledby="guide-card-title">
      <h2 id="guide-card-title" className="home-card__title">
        {t('guestHome.guide.title')}
      </h2>
      <div className="guide-card__person">
        <Avatar name={fullName(guide)} image={guide.personimage} size="large" tone="strong" />
        <div>
          <p className="guide-card__name">
            {guide.firstname} {guide.surname}
          </p>
          {since && <p className="guide-card__since">{t('guestHome.guide.since', { day: since })}</p>}
        </div>
      </div>

      {!mayRate ? (
        myRating.data && (
          <p className="guide-card__rated" role="status">
            <span className="guide-card__stars" aria-hidden="true">
              {Array.from({ length: RATING_MAX_SCORE }, (_, index) => (
                <IonIcon key={index} icon={index < myRating.data!.score ? star : starOutline} />
              ))}
            </span>
            <span>{t('guestHome.guide.rated', { name: guide.firstname, score: myRating.data.score, max: RATING_MAX_SCORE })}</span>
          </p>
        )
      ) : isRating ? (
        <GuideRatingForm guide={guide} onDone={() => setIsRating(false)} />
      ) : reservation.guideRatingDisabled ? (
        <IonButton fill="clear" size="small" className="guide-card__rate-link" onClick={() => setIsRating(true)}>
          <IonIcon slot="start" icon={starOutline} aria-hidden="true" />
          {t('guestHome.guide.rate', { name: guide.firstname })}
        </IonButton>
      ) : (
        <div className="guide-card__prompt">
          <p>{t('guestHome.guide.ratePrompt', { name: guide.firstname })}</p>
          <div className="guide-card__prompt-actions">
            <IonButton size="small" onClick={() => setIsRating(true)}>
              <IonIcon slot="start" icon={starOutline} aria-hidden="true" />
              {t('guestHome.guide.rate', { name: guide.firstname })}
            </IonButton>
            <IonButton size="small" fill="clear" color="medium" disabled={disableRating.isPending} onClick={stopAsking}>
              {disableRating.isPending && <IonSpinner slot="start" aria-hidden="true" />}
              {t('guestHome.guide.dontAsk')}
            </IonButton>
          </div>
        </div>
      )}

      <IonButton fill="outline" size="small" color="medium" className="guide-card__leave" onClick={confirmLeave}>
        <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
        {t('guestHome.guide.leave')}
      </IonButton>
    </Card>
  );
}
