import { addCalendarDays } from '@stay/contract';
import { sparklesOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useHousekeeping, useRefreshStayDay, useStayDayLiveUpdates } from '@/domains/check-out/use-housekeeping';
import { HousekeepingRow } from '../components/housekeeping-row';
import { useHousekeepingTranslation } from '../i18n';
import '../housekeeping.css';

type Day = 'today' | 'tomorrow';

/**
 * /{area}/housekeeping: the suites people leave or arrive in today (or tomorrow), arrivals first by arrival time, each
 * with when it is free and must be ready, cleaning notes from complaints, and the tick that marks it ready. Live.
 */
export function HousekeepingPage() {
  const { t } = useHousekeepingTranslation();
  const [day, setDay] = useState<Day>('today');
  const today = useHousekeeping();
  const tomorrowDate = today.data ? addCalendarDays(today.data.date, 1) : undefined;
  const tomorrow = useHousekeeping(day === 'tomorrow' ? tomorrowDate : undefined);
  const list = day === 'today' ? today : tomorrow;
  const refresh = useRefreshStayDay();
  useStayDayLiveUpdates();

  return (
    <AppPage title={t('housekeeping.title')} fixed={<PullToRefresh onRefresh={refresh} spinner="dots" />}>
      <div className="housekeeping">
        <SegmentedControl
          semantics="pressed"
          label={t('housekeeping.dayLabel')}
          options={(['today', 'tomorrow'] as const).map((value) => ({ value, label: t(`housekeeping.days.${value}`) }))}
          value={day}
          onChange={setDay}
        />
        {list.isPending ? (
          <SkeletonGroup label={t('housekeeping.loading')}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="96px" />
            ))}
          </SkeletonGroup>
        ) : list.isError || !list.data ? (
          <LoadFailed title={t('housekeeping.errorTitle')} body={t('housekeeping.errorBody')} retryLabel={t('housekeeping.retry')} onRetry={() => void list.refetch()} error={list.error} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={sparklesOutline} title={t('housekeeping.emptyTitle')} role="status">
            <p>{t('housekeeping.empty')}</p>
          </EmptyState>
        ) : (
          <ul className="housekeeping__list" aria-label={t('housekeeping.listLabel')}>
            {list.data.items.map((item) => (
              <HousekeepingRow key={item.suite._id} item={item} date={list.data.date} timeZone={list.data.timeZone} />
            ))}
          </ul>
        )}
      </div>
    </AppPage>
  );
}
