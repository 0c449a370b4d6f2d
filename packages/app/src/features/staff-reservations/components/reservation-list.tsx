import { IonButton } from '@ionic/react';
import { bedOutline, searchOutline } from 'ionicons/icons';
import { InfiniteScrollMore } from '@/components/infinite-scroll-more';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useStayDayLiveUpdates, useStayStatuses } from '@/domains/check-out/use-housekeeping';
import { useReservationList } from '@/domains/staff-reservation/hooks';
import type { ReservationTab } from '@/domains/staff-reservation/reservation-tabs';
import { useStaffReservationsTranslation } from '../i18n';
import { ReservationRow } from './reservation-row';

interface ReservationListProps {
  tab: ReservationTab;
  search: string;
  timeZone: string;
  /** The booking to link each row to. */
  hrefOf: (nmbr: string) => string;
  /** The reservation number of the booking open beside the list, if any. */
  selectedNmbr?: string;
  onClearSearch: () => void;
}

function ListSkeleton() {
  const { t } = useStaffReservationsTranslation();
  return (
    <SkeletonGroup as="ul" className="row-list" label={t('reservations.loading')}>
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className="row-list__row row-list__row--skeleton">
          <Skeleton width="45%" height="18px" />
          <Skeleton width="70%" />
          <Skeleton width="85%" />
          <Skeleton width="40%" />
        </li>
      ))}
    </SkeletonGroup>
  );
}

/**
 * One tab's reservations: a skeleton while the first page loads, the rows, more pages as the person scrolls, and
 * what to do when there is nothing (per tab, or for the search) or the list could not be loaded.
 */
export function ReservationList({ tab, search, timeZone, hrefOf, selectedNmbr, onClearSearch }: ReservationListProps) {
  const { t } = useStaffReservationsTranslation();
  const list = useReservationList(tab, search);
  const statuses = useStayStatuses();
  useStayDayLiveUpdates();

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && list.reservations.length === 0) {
    return (
      <LoadFailed title={t('reservations.errorTitle')} body={t('reservations.errorBody')} retryLabel={t('reservations.retry')} onRetry={() => void list.refetch()} />
    );
  }
  if (list.reservations.length === 0) {
    return search ? (
      <EmptyState icon={searchOutline} title={t('reservations.noMatches', { search })} role="status">
        <p>{t('reservations.noMatchesBody')}</p>
        <IonButton fill="outline" onClick={onClearSearch}>
          {t('reservations.clearSearch')}
        </IonButton>
      </EmptyState>
    ) : (
      <EmptyState icon={bedOutline} title={t(`reservations.empty.${tab}`)} role="status">
        <p>{t(`reservations.emptyBody.${tab}`)}</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="row-list" aria-label={t(`reservations.list.${tab}`)}>
        {list.reservations.map((reservation) => (
          <ReservationRow
            key={reservation._id}
            reservation={reservation}
            stayStatus={statuses.data?.get(reservation._id)}
            isArrival={tab === 'arrivals'}
            timeZone={timeZone}
            href={hrefOf(reservation.nmbr)}
            isSelected={reservation.nmbr === selectedNmbr}
            replaceOnOpen={selectedNmbr !== undefined}
          />
        ))}
      </ul>
      <InfiniteScrollMore hasMore={list.hasNextPage} onMore={() => list.fetchNextPage()} loadingText={t('reservations.loadingMore')} />
    </>
  );
}
