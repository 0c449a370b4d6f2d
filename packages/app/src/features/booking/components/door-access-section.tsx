import { IonButton, IonIcon } from '@ionic/react';
import type { DoorKey, StaffReservationDetail } from '@stay/contract';
import { chatbubblesOutline, exitOutline, keyOutline, warningOutline } from 'ionicons/icons';
import { FormSection } from '@/components/ui/form-section';
import { Pill } from '@/components/ui/pill';
import { useStayDayLiveUpdates, useStayStatus } from '@/domains/check-out/use-housekeeping';
import { fullName } from '@/lib/text/names';
import { formatDateTime } from '@/lib/time/format';
import { useBookingTranslation } from '../i18n';

function KeyRow({ doorKey, timeZone }: { doorKey: DoorKey; timeZone: string }) {
  const { t, i18n } = useBookingTranslation();
  const when = (instant: string | null) => (instant ? formatDateTime(instant, timeZone, i18n.language) : t('booking.keys.never'));
  return (
    <li className="booking-key">
      <span className="booking-key__name">
        <IonIcon icon={keyOutline} aria-hidden="true" />
        {fullName(doorKey)}
        {doorKey.lockStatus !== 'ok' && (
          <Pill tone="danger">
            <IonIcon icon={warningOutline} aria-hidden="true" />
            {t(`booking.keys.lock.${doorKey.lockStatus}`)}
          </Pill>
        )}
      </span>
      <dl className="booking-key__facts">
        <div>
          <dt>{t('booking.keys.activated')}</dt>
          <dd>{when(doorKey.activatedAt)}</dd>
        </div>
        <div>
          <dt>{t('booking.keys.firstUsed')}</dt>
          <dd>{when(doorKey.firstUsedAt)}</dd>
        </div>
        <div>
          <dt>{t('booking.keys.lastUsed')}</dt>
          <dd>{when(doorKey.lastUsedAt)}</dd>
        </div>
        <div>
          <dt>{t('booking.keys.failed')}</dt>
          <dd>{doorKey.failedAttempts}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The booking's door access: each guest's key (activated, first and last used, failed attempts, the lock's state),
 * the self check-out, and with a failing lock the way into the guest's chat. Live with the location's stay events.
 */
export function DoorAccessSection({ booking, chatHref }: { booking: StaffReservationDetail; chatHref: string }) {
  const { t, i18n } = useBookingTranslation();
  useStayDayLiveUpdates();
  const status = useStayStatus(booking.nmbr);
  const timeZone = booking.location.timeZone;
  const keys = status.data?.keys ?? [];
  const hasLockAlert = keys.some((doorKey) => doorKey.lockStatus !== 'ok');
  return (
    <FormSection title={t('booking.keys.title')}>
      {status.data?.checkedOutAt && (
        <p className="booking-checked-out">
          <IonIcon icon={exitOutline} aria-hidden="true" />
          {t('booking.keys.checkedOut', { time: formatDateTime(status.data.checkedOutAt, timeZone, i18n.language) })}
        </p>
      )}
      {hasLockAlert && (
        <div className="booking-alert" role="alert">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          <span>{t('booking.keys.alert')}</span>
          <IonButton size="small" fill="outline" routerLink={chatHref}>
            <IonIcon slot="start" icon={chatbubblesOutline} aria-hidden="true" />
            {t('booking.keys.chat')}
          </IonButton>
        </div>
      )}
      {status.isPending ? (
        <p className="booking-note">{t('booking.keys.loading')}</p>
      ) : keys.length === 0 ? (
        <p className="booking-note">{t('booking.keys.none')}</p>
      ) : (
        <ul className="booking-keys">
          {keys.map((doorKey) => (
            <KeyRow key={doorKey.guestId} doorKey={doorKey} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </FormSection>
  );
}
