import { IonIcon } from '@ionic/react';
import { departureOf, type StaffReservationDetail } from '@stay/contract';
import { moonOutline } from 'ionicons/icons';
import { FormSection } from '@/components/ui/form-section';
import { Pill, type PillTone } from '@/components/ui/pill';
import { nightsOf } from '@/domains/staff-reservation/booking-state';
import { formatDateTime, formatTime } from '@/lib/time/format';
import { useBookingTranslation } from '../i18n';

type ControlsState = 'not-started' | 'open' | 'ended' | 'off';

const CONTROLS_TONE: Record<ControlsState, PillTone> = { 'not-started': 'info', open: 'success', ended: 'neutral', off: 'neutral' };

/** Whether the guest's suite controls work now: the window, unless the controls are off for this reservation. */
function controlsStateOf(booking: StaffReservationDetail): ControlsState {
  if (booking.controlsWindow === 'open' && !booking.controlsAreActive) return 'off';
  return booking.controlsWindow;
}

/** The stay's dates and times, the suite controls' window, late checkout and when the guest's app opens. */
export function StaySection({ booking }: { booking: StaffReservationDetail }) {
  const { t, i18n } = useBookingTranslation();
  const timeZone = booking.location.timeZone;
  const at = (iso: string) => formatDateTime(iso, timeZone, i18n.language);
  const controls = controlsStateOf(booking);
  const activation = booking.controlsActivationDateTime;
  const deactivation = booking.controlsDeactivationDateTime;
  // With a late checkout the guest leaves at the later time: the departure the guest's own screens show.
  const departure = departureOf(booking, booking.lateCheckout);
  return (
    <FormSection title={t('booking.stay.title')}>
      <dl className="booking-facts">
        <div>
          <dt>{t('booking.stay.arrival')}</dt>
          <dd>
            <time dateTime={booking.startDateTime}>{at(booking.startDateTime)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('booking.stay.departure')}</dt>
          <dd>
            <time dateTime={departure}>{at(departure)}</time>
            <span className="booking-facts__aside">{t('booking.stay.nights', { count: nightsOf(booking, timeZone) })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('booking.stay.controls')}</dt>
          <dd>
            {activation && deactivation && (
              <span>
                <time className="booking-facts__when" dateTime={activation}>
                  {at(activation)}
                </time>
                {' – '}
                <time className="booking-facts__when" dateTime={deactivation}>
                  {at(deactivation)}
                </time>
              </span>
            )}
            <Pill tone={CONTROLS_TONE[controls]}>{t(`booking.stay.controlsState.${controls}`)}</Pill>
          </dd>
        </div>
        <div>
          <dt>{t('booking.stay.lateCheckout')}</dt>
          <dd>
            {booking.lateCheckout ? (
              <Pill tone="violet">
                <IonIcon icon={moonOutline} aria-hidden="true" />
                {deactivation
                  ? t('booking.stay.lateCheckoutUntil', { time: formatTime(deactivation, timeZone, i18n.language) })
                  : t('booking.stay.lateCheckoutYes')}
              </Pill>
            ) : (
              t('booking.stay.lateCheckoutNo')
            )}
          </dd>
        </div>
        {booking.daysUntillAppUse !== null && booking.daysUntillAppUse > 0 && (
          <div>
            <dt>{t('booking.stay.appOpens')}</dt>
            <dd>{t('booking.stay.appOpensIn', { count: booking.daysUntillAppUse })}</dd>
          </div>
        )}
      </dl>
    </FormSection>
  );
}
