import { IonIcon } from '@ionic/react';
import { departureOf, type Reservation } from '@stay/contract';
import { locationOutline, timeOutline } from 'ionicons/icons';
import { useGuestHomeTranslation } from '../i18n';
import { formatDateTime, formatTime } from '@/lib/time/format';
import { Phrases } from '@/components/ui/phrases';

/** The suite, the dates of the stay and the late-checkout marker. */
export function StaySummary({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useGuestHomeTranslation();
  const zone = reservation.location.timeZone;
  const language = i18n.language;
  // The server's verdict by the location's stay times: the staff's screens show the same one.
  const isLate = reservation.lateCheckout;
  const suite = reservation.accommodations[0]?.name ?? t('guestHome.stay.unknownSuite');
  const others = reservation.accommodations.slice(1).map((suite) => suite.name);
  const departure = departureOf(reservation, isLate);

  return (
    <section className="stay-summary" aria-labelledby="stay-summary-suite">
      <p className="stay-summary__eyebrow">{t('guestHome.stay.yourSuite')}</p>
      <h2 id="stay-summary-suite" className="stay-summary__suite">
        {suite}
      </h2>
      {others.length > 0 && <p className="stay-summary__extra">{t('guestHome.stay.with', { names: others.join(', ') })}</p>}
      <dl className="stay-summary__dates">
        <div>
          <dt>{t('guestHome.stay.arrival')}</dt>
          <dd>{formatDateTime(reservation.startDateTime, zone, language)}</dd>
        </div>
        <div>
          <dt>{t('guestHome.stay.departure')}</dt>
          <dd>{formatDateTime(departure, zone, language)}</dd>
        </div>
      </dl>
      <div className="stay-summary__meta">
        {isLate && reservation.controlsDeactivationDateTime && (
          <span className="stay-badge stay-badge--late">
            <IonIcon icon={timeOutline} aria-hidden="true" />
            {t('guestHome.stay.lateCheckout', { time: formatTime(reservation.controlsDeactivationDateTime, zone, language) })}
          </span>
        )}
        <span className="stay-summary__location">
          <IonIcon icon={locationOutline} aria-hidden="true" />
          <Phrases items={[reservation.location.name, t('guestHome.stay.number', { number: reservation.nmbr })]} />
        </span>
      </div>
    </section>
  );
}
