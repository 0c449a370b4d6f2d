import { IonButton, IonIcon } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type Rental, type Reservation } from '@stay/contract';
import { alertCircleOutline, bicycleOutline, refreshOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { Tile } from '@/components/ui/tile';
import { useRentalState } from '@/domains/rental/use-rentals';
import { useBikeRentalsTranslation } from '../i18n';
import { PartnerText } from './partner-text';
import { RentalCard } from './rental-card';
import '../bike-rentals.css';

const STATE_ORDER: Record<Rental['state'], number> = { active: 0, reserved: 1, ended: 2 };

/** Running rentals first, then those still to come, then those that ended; each by its start. */
const inOrder = (rentals: readonly Rental[]) =>
  [...rentals].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.startDateTime.localeCompare(b.startDateTime));

/**
 * The guest's bike rentals with the bikes' live state: lock, battery and whether the bike is at the station, with
 * unlock and lock, ending the rental at the station and reporting damage. Shows nothing for a stay without rentals
 * (the reservation lists them once a bike order is placed).
 */
export function ActiveRentals({ reservation }: { reservation: Reservation | null | undefined }) {
  const { t } = useBikeRentalsTranslation();
  const hasRentals = !!reservation && reservation.rentals.length > 0;
  const state = useRentalState(hasRentals ? reservation._id : undefined);
  if (!reservation || !hasRentals) return null;
  const timeZone = reservation.location.timeZone ?? DEFAULT_TIME_ZONE;

  return (
    <Card className="bike-rentals" aria-labelledby="bike-rentals-title">
      <header className="bike-rentals__header">
        <Tile icon={bicycleOutline} />
        <h2 id="bike-rentals-title" className="bike-rentals__title">
          {t('rentals.title')}
        </h2>
      </header>
      {state.data ? (
        <>
          <ul className="bike-rentals__list">
            {inOrder(state.data.rentals).map((rental) => (
              <RentalCard key={rental._id} rental={rental} reservationId={reservation._id} timeZone={timeZone} />
            ))}
          </ul>
          <PartnerText template="unlock" title={t('rentals.texts.unlock')} />
          <PartnerText template="terms" title={t('rentals.texts.terms')} />
        </>
      ) : state.isError ? (
        <div className="bike-rentals__notice bike-rentals__notice--error" role="alert">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <div>
            <p>{t('rentals.error')}</p>
            <IonButton size="small" fill="outline" onClick={() => void state.refetch()}>
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('rentals.retry')}
            </IonButton>
          </div>
        </div>
      ) : (
        <SkeletonGroup label={t('rentals.loading')} className="bike-rentals__skeleton">
          <Skeleton width="55%" height="20px" />
          <Skeleton width="80%" />
          <Skeleton width="100%" height="44px" />
        </SkeletonGroup>
      )}
    </Card>
  );
}
