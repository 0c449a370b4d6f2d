import { startOfDateIn } from '@stay/contract';
import { useLocation } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { GuideLeaderboardCard } from '@/domains/staff-reservation/components/guide-leaderboard-card';
import { useRefreshStaffReservations, useStaffDashboard } from '@/domains/staff-reservation/hooks';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { formatLongDay } from '@/lib/time/format';
import { LockAlertsCard } from '../components/lock-alerts-card';
import { OccupancyCard } from '../components/occupancy-card';
import { TodayTiles } from '../components/today-tiles';
import { useStaffDashboardTranslation } from '../i18n';
import '../staff-dashboard.css';

function DashboardSkeleton() {
  const { t } = useStaffDashboardTranslation();
  return (
    <SkeletonGroup className="dashboard" label={t('dashboard.loading')}>
      <div className="dashboard-tiles dashboard-tiles--skeleton">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="92px" radius="var(--stay-radius)" />
        ))}
      </div>
      <Skeleton height="280px" radius="var(--stay-radius)" />
    </SkeletonGroup>
  );
}

/**
 * /support/dashboard, /management/dashboard: today's arrivals, departures, in-house guests and occupancy (each a way
 * into its list), the occupancy of the coming weeks, the locks that need attention and the guides' ranking.
 */
export function StaffDashboardPage() {
  const { t, i18n } = useStaffDashboardTranslation();
  const { pathname } = useLocation();
  const area = staffAreaOf(pathname);
  const dashboard = useStaffDashboard();
  const refresh = useRefreshStaffReservations();
  const data = dashboard.data;

  return (
    <AppPage
      title={t('dashboard.title')}
      fixed={
        <PullToRefresh onRefresh={refresh} spinner="dots" />
      }
    >
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : !data ? (
        <LoadFailed title={t('dashboard.error.title')} body={t('dashboard.error.body')} retryLabel={t('dashboard.error.retry')} onRetry={() => void dashboard.refetch()} size="page" titleAs="h2" />
      ) : (
        <div className="dashboard">
          <p className="dashboard__today">
            {t('dashboard.today', { day: formatLongDay(startOfDateIn(data.date, data.timeZone), data.timeZone, i18n.language) })}
          </p>
          <TodayTiles dashboard={data} area={area} />
          <OccupancyCard occupancy={data.occupancy} timeZone={data.timeZone} />
          <div className="dashboard__columns">
            <LockAlertsCard timeZone={data.timeZone} bookingHref={(nmbr) => paths.staffBooking(area, nmbr)} />
            <GuideLeaderboardCard timeZone={data.timeZone} />
          </div>
        </div>
      )}
    </AppPage>
  );
}
