import { IonButton } from '@ionic/react';
import { RATING_LABELS, type RatingLabel } from '@stay/contract';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { RankingList } from '@/components/ui/ranking-list';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useRatingLeaderboard } from '@/domains/staff-rating/hooks';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@/domains/staff-rating/periods';
import { fullName } from '@/lib/text/names';
import { useStaffRatingsTranslation } from '../i18n';
import { useRatingFormat } from '../use-rating-format';
import { RatingStars } from './rating-stars';

interface LeaderboardCardProps {
  /** The location's current month (`YYYY-MM`), which the periods count back from; null until known. */
  currentMonth: string | null;
  timeZone: string;
  /** The signed-in staff member, marked in the ranking. */
  myId: string | undefined;
}

/** The location's guides ranked by a label's average score over a period; ties share a rank. */
export function LeaderboardCard({ currentMonth, timeZone, myId }: LeaderboardCardProps) {
  const { t } = useStaffRatingsTranslation();
  const format = useRatingFormat();
  const titleId = useId();
  const periodId = useId();
  const [label, setLabel] = useState<RatingLabel>('guide');
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const board = useRatingLeaderboard(label, period, currentMonth);
  const data = board.data;

  return (
    <Card className="overview-card ratings-card" aria-labelledby={titleId}>
      <header className="overview-card__header">
        <h2 id={titleId} className="overview-card__title">
          {t('ratings.leaderboard.title')}
        </h2>
        {data && <p className="overview-card__subtitle">{t('ratings.leaderboard.range', { from: format.date(data.from, timeZone), to: format.date(data.to, timeZone) })}</p>}
      </header>
      <div className="ratings-leaderboard__filters">
        <SegmentedControl
          semantics="pressed"
          label={t('ratings.leaderboard.label')}
          options={RATING_LABELS.map((value) => ({ value, label: t(`ratings.labels.${value}`) }))}
          value={label}
          onChange={setLabel}
        />
        <div className="text-field ratings-leaderboard__period">
          <label htmlFor={periodId}>{t('ratings.leaderboard.period')}</label>
          <select id={periodId} value={period} onChange={(event) => setPeriod(event.target.value as LeaderboardPeriod)}>
            {LEADERBOARD_PERIODS.map((value) => (
              <option key={value} value={value} disabled={value !== 'month' && currentMonth === null}>
                {t(`ratings.leaderboard.periods.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {board.isPending ? (
        <SkeletonGroup className="ranking-list" label={t('ratings.leaderboard.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="44px" />
          ))}
        </SkeletonGroup>
      ) : !data ? (
        <div className="overview-card__note" role="alert">
          <p>{t('ratings.leaderboard.error')}</p>
          <IonButton size="small" fill="outline" onClick={() => void board.refetch()}>
            {t('ratings.leaderboard.retry')}
          </IonButton>
        </div>
      ) : data.rows.length === 0 ? (
        <p className="overview-card__note">{t('ratings.leaderboard.empty')}</p>
      ) : (
        <RankingList
          label={t(`ratings.labelsLong.${data.label}`)}
          isStale={board.isPlaceholderData}
          entries={data.rows.map((row) => ({
            key: row.employee._id,
            rank: row.rank,
            rankLabel: t('ratings.leaderboard.rank', { rank: row.rank }),
            name: fullName(row.employee),
            badge: row.employee._id === myId ? <Pill tone="highlight">{t('ratings.leaderboard.you')}</Pill> : undefined,
            isFirst: row.count > 0 && row.rank === 1,
            isMine: row.employee._id === myId,
            score:
              row.average === null ? (
                t('ratings.leaderboard.unrated')
              ) : (
                <>
                  <RatingStars score={row.average} label={t('ratings.average', { value: format.average(row.average) })} />
                  <span>
                    {format.average(row.average)} · {t('ratings.count', { count: row.count })}
                  </span>
                </>
              ),
          }))}
        />
      )}
    </Card>
  );
}
