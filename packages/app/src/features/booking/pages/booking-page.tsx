import { IonButton } from '@ionic/react';
import { searchOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { bookingStateOf } from '@/domains/staff-reservation/booking-state';
import { useStaffBooking } from '@/domains/staff-reservation/hooks';
import { readReservationListState, reservationListQuery } from '@/domains/staff-reservation/reservation-tabs';
import { useNow } from '@/lib/hooks/use-now';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { BookingHeader } from '../components/booking-header';
import { GuestsSection } from '../components/guests-section';
import { GuideSection } from '../components/guide-section';
import { StaySection } from '../components/stay-section';
import { SuiteSection } from '../components/suite-section';
import { DoorAccessSection } from '../components/door-access-section';
import { useBookingTranslation } from '../i18n';
import '../booking.css';

interface BookingPageProps {
  /** The complaints of this reservation as a card of their own (the complaints feature), composed in by the route. */
  renderComplaints?: (reservationNmbr: string) => ReactNode;
}

/** How often the stay's state ("Arriving today", "In house") is worked out again while the screen stays open. */
const STATE_REFRESH_MS = 60_000;

function BookingSkeleton() {
  const { t } = useBookingTranslation();
  return (
    <SkeletonGroup className="booking" label={t('booking.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} className="booking-skeleton">
          <Skeleton width="40%" height="20px" />
          <Skeleton width="75%" />
          <Skeleton width="60%" />
        </Card>
      ))}
    </SkeletonGroup>
  );
}

/**
 * /{area}/settings/bookings/{reservation number}: one booking for staff — guests and invites, the stay and its
 * controls window, late checkout, the suite's devices, the guide and questionnaire answers, the complaints, and the
 * ways into the reservation's chat and to file a complaint about it.
 */
export function BookingPage({ renderComplaints }: BookingPageProps) {
  const { t } = useBookingTranslation();
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const area = staffAreaOf(pathname);
  const booking = useStaffBooking(id);
  const now = useNow(STATE_REFRESH_MS);
  const backHref = paths.staffReservations(area, reservationListQuery(readReservationListState(new URLSearchParams(search))));
  const data = booking.data;
  const state = data ? bookingStateOf(data, now, data.location.timeZone) : null;

  return (
    <AppPage
      title={t('booking.title')}
      start={
        <BackButton to={backHref} label={t('booking.back')} />
      }
      fixed={
        <PullToRefresh onRefresh={() => booking.refetch()} spinner="dots" />
      }
    >
      {booking.isPending ? (
        <BookingSkeleton />
      ) : booking.isNotFound ? (
        <EmptyState icon={searchOutline} title={t('booking.notFound.title')} titleAs="h2" size="page" role="alert">
          <p>{t('booking.notFound.body', { number: id })}</p>
          <IonButton routerLink={backHref} routerDirection="back">
            {t('booking.notFound.back')}
          </IonButton>
        </EmptyState>
      ) : !data || !state ? (
        <LoadFailed title={t('booking.error.title')} body={t('booking.error.body')} retryLabel={t('booking.error.retry')} onRetry={() => void booking.refetch()} error={booking.error} size="page" titleAs="h2" />
      ) : (
        <div className="booking">
          <BookingHeader
            booking={data}
            state={state}
            chatHref={paths.staffChat(area, data.chatNmbr ?? data._id)}
            fileComplaintHref={paths.fileComplaint({ reservation: data.nmbr })}
          />
          <div className="booking__sections">
            <GuestsSection booking={data} canSendActivationMail={state !== 'departed'} />
            <StaySection booking={data} />
            <SuiteSection booking={data} />
            <DoorAccessSection booking={data} chatHref={paths.staffChat(area, data.chatNmbr ?? data._id)} />
            <GuideSection booking={data} />
            {renderComplaints && <div className="booking__complaints">{renderComplaints(data.nmbr)}</div>}
          </div>
        </div>
      )}
    </AppPage>
  );
}
