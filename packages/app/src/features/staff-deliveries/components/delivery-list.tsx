import { IonIcon } from '@ionic/react';
import { bedOutline, cubeOutline, fileTrayOutline } from 'ionicons/icons';
import { InfiniteScrollMore } from '@/components/infinite-scroll-more';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useDeliveriesOnDay } from '@/domains/staff-delivery/use-staff-deliveries';
import type { StaffArea } from '@/lib/navigation/paths';
import { groupDeliveries, suiteCount, type DeliveryGrouping } from '../delivery-groups';
import { useStaffDeliveriesTranslation } from '../i18n';
import { DeliveryRow } from './delivery-row';

interface DeliveryListProps {
  day: string;
  /** The day as a heading shows it: "Fri 20 Mar". */
  dayLabel: string;
  timeZone: string;
  grouping: DeliveryGrouping;
  area: StaffArea;
}

export function DeliveryListSkeleton() {
  const { t } = useStaffDeliveriesTranslation();
  return (
    <SkeletonGroup as="ul" className="delivery-groups" label={t('deliveries.loading')}>
      {[0, 1, 2].map((index) => (
        <li key={index} className="delivery-group delivery-group--skeleton">
          <Skeleton width="40%" height="20px" />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </li>
      ))}
    </SkeletonGroup>
  );
}

/**
 * One day's deliveries, grouped per suite or per product: a skeleton while they load, more as the person scrolls,
 * and what to do when there are none or they could not be loaded.
 */
export function DeliveryList({ day, dayLabel, timeZone, grouping, area }: DeliveryListProps) {
  const { t } = useStaffDeliveriesTranslation();
  const list = useDeliveriesOnDay(day, timeZone);

  if (list.isPending) return <DeliveryListSkeleton />;
  if (list.isError && list.deliveries.length === 0) {
    return (
      <LoadFailed title={t('deliveries.errorTitle')} body={t('deliveries.errorBody')} retryLabel={t('deliveries.retry')} onRetry={() => void list.refetch()} />
    );
  }
  if (list.deliveries.length === 0) {
    return (
      <EmptyState icon={fileTrayOutline} title={t('deliveries.emptyTitle', { day: dayLabel })} role="status">
        <p>{t('deliveries.emptyBody')}</p>
      </EmptyState>
    );
  }

  const groups = groupDeliveries(list.deliveries, grouping);
  const quantity = list.deliveries.length;
  return (
    <>
      <p className="staff-deliveries__summary" role="status">
        {t('deliveries.summary', { count: quantity })} · {t('deliveries.suites', { count: suiteCount(list.deliveries) })}
      </p>
      <ul className="delivery-groups" aria-label={t('deliveries.heading', { day: dayLabel })}>
        {groups.map((group) => {
          const headingId = `delivery-group-${grouping}-${group.key || 'none'}`;
          return (
            <li key={group.key} className="delivery-group" aria-labelledby={headingId}>
              <h3 id={headingId} className="delivery-group__title">
                <IonIcon icon={grouping === 'suite' ? bedOutline : cubeOutline} aria-hidden="true" />
                <span className={group.title === null ? 'delivery-group__none' : undefined}>{group.title ?? t('deliveries.noSuite')}</span>
                {grouping === 'product' && <span className="delivery-group__total">{t('deliveries.productTotal', { quantity: group.quantity })}</span>}
              </h3>
              <ul className="delivery-group__rows">
                {group.deliveries.map((delivery) => (
                  <DeliveryRow key={delivery.nmbr} delivery={delivery} area={area} timeZone={timeZone} shows={grouping === 'suite' ? 'product' : 'suite'} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <InfiniteScrollMore hasMore={list.hasNextPage} onMore={() => list.fetchNextPage()} loadingText={t('deliveries.loadingMore')} />
    </>
  );
}
