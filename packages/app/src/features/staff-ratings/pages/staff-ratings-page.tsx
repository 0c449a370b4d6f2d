import { IonButton } from '@ionic/react';
import { isSupportRole } from '@stay/contract';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useRatingDashboard, useRefreshStaffRatings, useSalesChallenge } from '@/domains/staff-rating/hooks';
import { GuideLeaderboardCard } from '@/domains/staff-reservation/components/guide-leaderboard-card';
import { useRefreshGuideLeaderboard } from '@/domains/staff-reservation/hooks';
import { useSession } from '@/lib/session/use-session';
import { CommentsCard } from '../components/comments-card';
import { GuidesTableCard } from '../components/guides-table-card';
import { LeaderboardCard } from '../components/leaderboard-card';
import { MyRatingsCard } from '../components/my-ratings-card';
import { SalesChallengeCard } from '../components/sales-challenge-card';
import { useStaffRatingsTranslation } from '../i18n';
import '../staff-ratings.css';

function RatingsSkeleton() {
  const { t } = useStaffRatingsTranslation();
  return (
    <SkeletonGroup className="ratings" label={t('ratings.loading')}>
      <Skeleton height="140px" radius="var(--stay-radius)" />
      <Skeleton height="260px" radius="var(--stay-radius)" />
    </SkeletonGroup>
  );
}

/** The challenge waits for the location's current month (its first answer); until then a placeholder of its size. */
function ChallengeSlot({ myId }: { myId: string | undefined }) {
  const { t } = useStaffRatingsTranslation();
  const current = useSalesChallenge(null);
  if (current.data) return <SalesChallengeCard currentMonth={current.data.month} myId={myId} />;
  return (
    <Card className="overview-card ratings-card">
      <h2 className="overview-card__title">{t('ratings.challenge.title')}</h2>
      {current.isPending ? (
        <SkeletonGroup label={t('ratings.challenge.loading')}>
          <Skeleton height="180px" />
        </SkeletonGroup>
      ) : (
        <div className="overview-card__note" role="alert">
          <p>{t('ratings.challenge.error')}</p>
          <IonButton size="small" fill="outline" onClick={() => void current.refetch()}>
            {t('ratings.challenge.retry')}
          </IonButton>
        </div>
      )}
    </Card>
  );
}

/**
 * /{area}/ratings: the staff member's own ratings next to the team's (support and management: the team's and every
 * guide's), the latest comments, the leaderboards per label and period, the monthly product-sales challenge, and the
 * guides ranked by guests matched and served this month.
 */
export function StaffRatingsPage() {
  const { t } = useStaffRatingsTranslation();
  const session = useSession();
  const isSupport = !!session && isSupportRole(session.auth.role);
  const myId = session?.auth.employee?._id;
  const dashboard = useRatingDashboard();
  const current = useSalesChallenge(null);
  const refreshRatings = useRefreshStaffRatings();
  const refreshLeaderboard = useRefreshGuideLeaderboard();
  const refresh = () => Promise.all([refreshRatings(), refreshLeaderboard()]);
  const data = dashboard.data;

  return (
    <AppPage
      title={t('ratings.title')}
      fixed={
        <PullToRefresh onRefresh={refresh} spinner="dots" />
      }
    >
      {dashboard.isPending ? (
        <RatingsSkeleton />
      ) : !data ? (
        <LoadFailed title={t('ratings.error.title')} body={t('ratings.error.body')} retryLabel={t('ratings.error.retry')} onRetry={() => void dashboard.refetch()} size="page" titleAs="h2" />
      ) : (
        <div className="ratings">
          <MyRatingsCard dashboard={data} isSupport={isSupport} />
          <div className="ratings__columns">
            <LeaderboardCard currentMonth={current.data?.month ?? null} timeZone={data.timeZone} myId={myId} />
            <ChallengeSlot myId={myId} />
          </div>
          <GuideLeaderboardCard timeZone={data.timeZone} />
          {isSupport && <GuidesTableCard guides={data.guides} />}
          <CommentsCard comments={data.comments} timeZone={data.timeZone} isSupport={isSupport} />
        </div>
      )}
    </AppPage>
  );
}
