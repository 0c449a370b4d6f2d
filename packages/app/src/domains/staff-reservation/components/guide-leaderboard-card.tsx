import { IonButton } from '@ionic/react';
import { startOfDateIn } from '@stay/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { RankingList } from '@/components/ui/ranking-list';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { fullName } from '@/lib/text/names';
import { formatShortDay } from '@/lib/time/format';
import { useGuideLeaderboard } from '../hooks';
import { useStaffReservationTranslation } from '../staff-reservation-i18n';

/** The location's guides ranked by guests matched and served this month (dashboard and ratings page). */
export function GuideLeaderboardCard({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useStaffReservationTranslation();
  const titleId = useId();
  const leaderboard = useGuideLeaderboard();
  const data = leaderboard.data;
  const day = (date: string) => formatShortDay(startOfDateIn(date, timeZone), timeZone, i18n.language);
  return (
    <Card className="overview-card" aria-labelledby={titleId}>
      <header className="overview-card__header">
        <h2 id={titleId} className="overview-card__title">
          {t('leaderboard.title')}
        </h2>
        {data && <p className="overview-card__subtitle">{t('leaderboard.period', { from: day(data.from), to: day(data.to) })}</p>}
      </header>
      {leaderboard.isPending ? (
        <SkeletonGroup className="ranking-list" label={t('leaderboard.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="40px" />
          ))}
        </SkeletonGroup>
      ) : !data ? (
        <div className="overview-card__note" role="alert">
          <p>{t('leaderboard.error')}</p>
          <IonButton size="small" fill="outline" onClick={() => void leaderboard.refetch()}>
            {t('leaderboard.retry')}
          </IonButton>
        </div>
      ) : data.rows.length === 0 ? (
        <p className="overview-card__note">{t('leaderboard.empty')}</p>
      ) : (
        <RankingList
          entries={data.rows.map((row) => ({
            key: row.employee._id,
            rank: row.rank,
            rankLabel: t('leaderboard.rank', { rank: row.rank }),
            name: fullName(row.employee),
            isFirst: row.rank === 1,
            score: t('leaderboard.score', { matched: row.matched, served: row.served }),
          }))}
        />
      )}
    </Card>
  );
}
