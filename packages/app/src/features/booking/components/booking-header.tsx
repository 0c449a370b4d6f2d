import { IonButton, IonIcon } from '@ionic/react';
import type { StaffReservationDetail } from '@stay/contract';
import { alertCircleOutline, chatbubblesOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { Pill, type PillTone } from '@/components/ui/pill';
import type { BookingState } from '@/domains/staff-reservation/booking-state';
import { useBookingTranslation } from '../i18n';

const STATE_TONE: Record<BookingState, PillTone> = {
  arriving: 'info',
  'in-house': 'success',
  leaving: 'warning',
  departed: 'neutral',
  upcoming: 'accent',
};

interface BookingHeaderProps {
  booking: StaffReservationDetail;
  state: BookingState;
  chatHref: string;
  fileComplaintHref: string;
}

/** The booking at a glance: suite, reservation number, where the stay is, and the ways into its chat and a complaint. */
export function BookingHeader({ booking, state, chatHref, fileComplaintHref }: BookingHeaderProps) {
  const { t } = useBookingTranslation();
  return (
    <Card as="header" className="booking-header">
      <div className="booking-header__titles">
        <h2 className="booking-header__suite">{booking.suite?.name ?? t('booking.title')}</h2>
        <p className="booking-header__number">{t('booking.number', { number: booking.nmbr })}</p>
        {booking.relation && <p className="booking-header__relation">{t('booking.bookedBy', { name: booking.relation.name })}</p>}
      </div>
      <div className="booking-header__pills">
        <Pill tone={STATE_TONE[state]}>{t(`booking.state.${state}`)}</Pill>
        {booking.isProvisional && <Pill tone="neutral">{t('booking.provisional')}</Pill>}
        {booking.demoMode && <Pill tone="orange">{t('booking.demo')}</Pill>}
      </div>
      <div className="booking-header__actions" role="group" aria-label={t('booking.actions.label')}>
        <IonButton routerLink={chatHref} className="booking-header__action">
          <IonIcon slot="start" icon={chatbubblesOutline} aria-hidden="true" />
          {t('booking.actions.openChat')}
        </IonButton>
        <IonButton routerLink={fileComplaintHref} fill="outline" className="booking-header__action">
          <IonIcon slot="start" icon={alertCircleOutline} aria-hidden="true" />
          {t('booking.actions.fileComplaint')}
        </IonButton>
      </div>
    </Card>
  );
}
