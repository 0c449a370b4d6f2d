import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Rental, RentalCommand } from '@stay/contract';
import { batteryHalfOutline, flagOutline, lockClosedOutline, lockOpenOutline, locationOutline } from 'ionicons/icons';
import { useState } from 'react';
import { Pill, type PillTone } from '@/components/ui/pill';
import { useRentalCommand } from '@/domains/rental/mutations';
import { HttpError } from '@/lib/http/http-error';
import { useErrorText } from '@/lib/errors/use-error-text';
import { formatDateTime } from '@/lib/time/format';
import { bikeTitle } from '../bike-title';
import { useBikeRentalsTranslation } from '../i18n';
import { DamageReport } from './damage-report';
import { EndRental } from './end-rental';

const STATE_TONES: Record<Rental['state'], PillTone> = { active: 'success', reserved: 'info', ended: 'neutral' };
const LOCK_TONES: Record<Rental['lock'], string> = { locked: 'good', unlocked: 'attention', unknown: 'muted' };

interface RentalCardProps {
  rental: Rental;
  reservationId: string;
  /** The location's zone: the rental period as the park's clock shows it. */
  timeZone: string;
}

/** One rental: the bike, its period and state, the lock and battery as last reported, and what the guest can do. */
export function RentalCard({ rental, reservationId, timeZone }: RentalCardProps) {
  const { t, i18n } = useBikeRentalsTranslation();
  const when = (instant: string) => formatDateTime(instant, timeZone, i18n.language);
  const bike = bikeTitle(rental.productname, rental.bikeName);
  const titleId = `rental-${rental._id}-title`;
  const isActive = rental.state === 'active';

  return (
    <li className={`rental rental--${rental.state}`} aria-labelledby={titleId}>
      <div className="rental__head">
        <div className="rental__name">
          <p id={titleId} className="rental__product">
            {bike}
          </p>
          {!rental.bikeName && <p className="rental__pending">{t('rentals.bikePending')}</p>}
        </div>
        <Pill tone={STATE_TONES[rental.state]}>{t(`rentals.states.${rental.state}`)}</Pill>
      </div>
      <p className="rental__window">
        <span className="visually-hidden">{t('rentals.windowLabel')}: </span>
        {t('rentals.window', { from: when(rental.startDateTime), until: when(rental.endDateTime) })}
      </p>
      {rental.state !== 'ended' && (
        <ul className="rental__facts" aria-label={t('rentals.bikeFacts')}>
          <li data-testid={`rental-lock-${rental._id}`}>
            <span className={`rental__dot rental__dot--${LOCK_TONES[rental.lock]}`} aria-hidden="true" />
            {t(`rentals.lockStates.${rental.lock}`)}
          </li>
          {rental.battery !== null && (
            <li>
              <IonIcon icon={batteryHalfOutline} aria-hidden="true" />
              {t('rentals.battery', { percent: rental.battery })}
            </li>
          )}
          <li>
            <IonIcon icon={rental.atStation ? flagOutline : locationOutline} aria-hidden="true" />
            {t(rental.atStation ? 'rentals.atStation' : 'rentals.awayFromStation')}
          </li>
        </ul>
      )}
      {rental.damageReported && (
        <Pill tone="warning" className="rental__damage">
          {t('rentals.damageReported')}
        </Pill>
      )}
      {rental.state === 'reserved' && <p className="rental__hint">{t('rentals.reservedHint', { from: when(rental.startDateTime) })}</p>}
      {rental.state === 'ended' && <p className="rental__hint">{t('rentals.endedHint')}</p>}
      {isActive && <LockButtons rental={rental} reservationId={reservationId} bike={bike} />}
      <div className="rental__more">
        {isActive && <EndRental rental={rental} reservationId={reservationId} bike={bike} />}
        <DamageReport rental={rental} reservationId={reservationId} />
      </div>
    </li>
  );
}

function LockButtons({ rental, reservationId, bike }: { rental: Rental; reservationId: string; bike: string }) {
  const { t } = useBikeRentalsTranslation();
  const errorText = useErrorText();
  const command = useRentalCommand(reservationId, rental._id);
  const [failed, setFailed] = useState<string | null>(null);
  const pending = command.isPending ? command.variables : undefined;

  function send(value: RentalCommand) {
    setFailed(null);
    command.mutate(value, { onError: (error) => setFailed(errorText(error instanceof HttpError ? error.code : 'UNKNOWN')) });
  }

  return (
    <div className="rental__controls" aria-busy={command.isPending}>
      <IonButton fill={rental.lock === 'unlocked' ? 'outline' : 'solid'} disabled={command.isPending} onClick={() => send('unlock')}>
        {pending === 'unlock' ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={lockOpenOutline} aria-hidden="true" />}
        {t('rentals.unlock')} <span className="visually-hidden">{bike}</span>
      </IonButton>
      <IonButton fill={rental.lock === 'locked' ? 'outline' : 'solid'} disabled={command.isPending} onClick={() => send('lock')}>
        {pending === 'lock' ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={lockClosedOutline} aria-hidden="true" />}
        {t('rentals.lock')} <span className="visually-hidden">{bike}</span>
      </IonButton>
      <p className="rental__progress" aria-live="polite">
        {command.isPending ? t('rentals.sending') : ''}
      </p>
      {failed && (
        <p className="rental__error" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
