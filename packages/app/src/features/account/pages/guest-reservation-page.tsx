import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { departureOf, type Reservation } from '@stay/contract';
import { unlinkOutline } from 'ionicons/icons';
import { useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useUnlinkReservation } from '@/domains/account/use-unlink-reservation';
import { useCurrentReservation, useReplaceReservation } from '@/domains/stay/use-current-reservation';
import { useLoading } from '@/lib/loading/use-loading';
import { paths } from '@/lib/navigation/paths';
import { formatDateTime } from '@/lib/time/format';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useAccountTranslation } from '../i18n';
import { useContactAlert } from '../use-contact-alert';
import '../account.css';

/** /guest/reservation: the linked reservation's details, and unlinking it (confirm first; the contact alert on failure). */
export function GuestReservationPage() {
  const { t } = useAccountTranslation();
  const query = useCurrentReservation();
  const reservation = query.data;

  return (
    <AppPage
      title={t('reservation.title')}
      start={<BackButton to={paths.guest.more} label={t('back')} />}
      fixed={
        <PullToRefresh onRefresh={() => query.refetch()} />
      }
    >
      <div className="account">
        {reservation ? (
          <>
            <ReservationDetails reservation={reservation} />
            <UnlinkCard />
          </>
        ) : query.isError ? (
          <LoadFailed title={t('reservation.loadFailed')} retryLabel={t('reservation.retry')} onRetry={() => void query.refetch()} error={query.error} size="page" titleAs="h2" />
        ) : (
          <SkeletonGroup label={t('reservation.loading')}>
            <Card className="account-card">
              <Skeleton width="50%" height="22px" />
              <Skeleton width="100%" height="80px" />
            </Card>
          </SkeletonGroup>
        )}
      </div>
    </AppPage>
  );
}

function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useAccountTranslation();
  const zone = reservation.location.timeZone;
  const rows: Array<[string, string]> = [
    [t('reservation.number'), reservation.nmbr],
    [t('reservation.park'), reservation.location.name],
    [t('reservation.arrival'), formatDateTime(reservation.startDateTime, zone, i18n.language)],
    [t('reservation.departure'), formatDateTime(departureOf(reservation, reservation.lateCheckout), zone, i18n.language)],
    [t('reservation.bookedBy'), `${reservation.mainGuest.firstname} ${reservation.mainGuest.surname}`.trim()],
    [t('reservation.you'), reservation.isMainGuest ? t('reservation.mainGuest') : t('reservation.extraGuest')],
  ];
  return (
    <Card className="account-card" aria-labelledby="reservation-suite">
      <p className="account-card__eyebrow">{t('reservation.suite')}</p>
      <h2 id="reservation-suite" className="account-card__title">
        {reservation.accommodations[0]?.name ?? reservation.nmbr}
      </h2>
      <dl className="account-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function UnlinkCard() {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const showContactAlert = useContactAlert();
  const withLoading = useLoading();
  const unlink = useUnlinkReservation();
  const replaceReservation = useReplaceReservation();

  async function unlinkReservation() {
    try {
      await withLoading(() => unlink.mutateAsync(), t('reservation.unlinking'));
    } catch {
      void showContactAlert(t('reservation.failedHeader'));
      return;
    }
    navigate(paths.activateReservation, { replace: true });
    replaceReservation(null, { everythingElseStale: true });
    showSuccess(t('reservation.unlinked'));
  }

  function confirm() {
    void presentAlert({
      header: t('reservation.confirmHeader'),
      message: t('reservation.confirmMessage'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('reservation.confirm'), role: 'destructive', handler: () => void unlinkReservation() },
      ],
    });
  }

  return (
    <Card className="account-card account-card--danger" aria-labelledby="reservation-unlink-title">
      <h2 id="reservation-unlink-title" className="account-card__title">
        {t('reservation.unlinkTitle')}
      </h2>
      <p className="account-card__note">{t('reservation.unlinkExplain')}</p>
      <IonButton color="danger" fill="outline" disabled={unlink.isPending} onClick={confirm}>
        <IonIcon slot="start" icon={unlinkOutline} aria-hidden="true" />
        {t('reservation.unlink')}
      </IonButton>
    </Card>
  );
}
