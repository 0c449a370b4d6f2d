import { IonButton } from '@ionic/react';
import { startOfDateIn } from '@stay/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { classNames } from '@/components/ui/class-names';
import { fullName, personInitials } from '@/lib/text/names';
import { formatShortDay } from '@/lib/time/format';
import { useGuideLeaderboard } from '../hooks';
import { useStaffReservationTranslation } from '../staff-reservation-i18n';
import './guide-leaderboard.css';

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
        <SkeletonGroup className="leaderboard" label={t('leaderboard.loading')}>
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
        <ol className="leaderboard">
          {data.rows.map((row) => (
            <li key={row.employee._id} className={classNames('leaderboard__row', row.rank <= 3 && `leaderboard__row--top${row.rank}`)}>
              <span className="leaderboard__rank" aria-label={t('leaderboard.rank', { rank: row.rank })}>
                {row.rank}
              </span>
              <span className="leaderboard__avatar" aria-hidden="true">
                {personInitials(row.employee.firstname, row.employee.surname)}
              </span>
              <span className="leaderboard__name">{fullName(row.employee)}</span>
              <span className="leaderboard__score">{t('leaderboard.score', { matched: row.matched, served: row.served })}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
