import { IonButton, IonIcon } from '@ionic/react';
import { shiftMonth, type SalesChallenge } from '@stay/contract';
import { chevronBackOutline, chevronForwardOutline, trophyOutline } from 'ionicons/icons';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useSalesChallenge } from '@/domains/staff-rating/hooks';
import { fullName } from '@/lib/text/names';
import { useStaffRatingsTranslation } from '../i18n';
import { useRatingFormat } from '../use-rating-format';
import type { SalesBar } from './sales-chart';

/** Chart.js and its React wrapper travel in a chunk of their own, fetched when the page first shows the chart. */
const SalesChart = lazy(() => import('./sales-chart'));

interface SalesChallengeCardProps {
  /** The location's current month (`YYYY-MM`): the picker goes no further. */
  currentMonth: string;
  myId: string | undefined;
}

function ChallengeBody({ challenge, myId }: { challenge: SalesChallenge; myId: string | undefined }) {
  const { t } = useStaffRatingsTranslation();
  const format = useRatingFormat();
  const bars = useMemo<SalesBar[]>(
    () => challenge.rows.map((row) => ({ id: row.employee._id, name: fullName(row.employee), sales: row.sales, isMine: row.employee._id === myId })),
    [challenge.rows, myId],
  );
  const monthName = format.month(challenge.month);
  const summary = t('ratings.challenge.summary', {
    month: monthName,
    lines: bars.map((entry) => t('ratings.challenge.summaryLine', { name: entry.name, sales: format.euros(entry.sales) })).join(', '),
  });
  const { leader, mine } = challenge;

  return (
    <>
      <p className="overview-card__note">{t('ratings.challenge.explain', { month: monthName })}</p>
      <dl className="challenge-facts">
        <div className="challenge-fact challenge-fact--leader">
          <dt>
            <IonIcon icon={trophyOutline} aria-hidden="true" />
            {t('ratings.challenge.leader')}
          </dt>
          <dd>
            {leader ? (
              <>
                <strong>{fullName(leader.employee)}</strong>
                <span>{format.euros(leader.sales)}</span>
              </>
            ) : (
              <span>{t('ratings.challenge.noLeader')}</span>
            )}
          </dd>
        </div>
        {mine && (
          <div className="challenge-fact">
            <dt>{t('ratings.challenge.mine')}</dt>
            <dd>
              <strong>{t('ratings.challenge.position', { rank: mine.rank, count: challenge.participants })}</strong>
              <span>
                {format.euros(mine.sales)} · {t('ratings.challenge.orders', { count: mine.orders })}
              </span>
            </dd>
          </div>
        )}
        <div className="challenge-fact">
          <dt>{t('ratings.challenge.total', { count: challenge.participants })}</dt>
          <dd>
            <strong>{format.euros(challenge.total)}</strong>
          </dd>
        </div>
      </dl>
      {bars.length === 0 ? (
        <p className="overview-card__note">{t('ratings.challenge.empty')}</p>
      ) : (
        <>
          {/* A guide sees only the leader's and their own row, while the total counts every guide. */}
          {challenge.rows.length < challenge.participants && <p className="overview-card__note">{t('ratings.challenge.shownRows')}</p>}
          <div className="sales-chart" style={{ height: `${Math.max(2, bars.length) * 44 + 40}px` }}>
            <Suspense fallback={<Skeleton height="100%" />}>
              <SalesChart bars={bars} summary={summary} euros={format.euros} />
            </Suspense>
          </div>
          {/* Hidden in a box of its own: a table keeps its content's width and would widen the page. */}
          <div className="visually-hidden">
            <table>
              <caption>{t('ratings.challenge.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ratings.challenge.rankColumn')}</th>
                  <th scope="col">{t('ratings.challenge.guide')}</th>
                  <th scope="col">{t('ratings.challenge.sales')}</th>
                  <th scope="col">{t('ratings.challenge.ordersColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {challenge.rows.map((row) => (
                  <tr key={row.employee._id}>
                    <td>{row.rank}</td>
                    <th scope="row">{fullName(row.employee)}</th>
                    <td>{format.euros(row.sales)}</td>
                    <td>{row.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

/** The month's product-sales challenge: the leader, the caller's position, and the sales per guide as a bar chart. */
export function SalesChallengeCard({ currentMonth, myId }: SalesChallengeCardProps) {
  const { t } = useStaffRatingsTranslation();
  const format = useRatingFormat();
  const titleId = useId();
  const [month, setMonth] = useState(currentMonth);
  const challenge = useSalesChallenge(month === currentMonth ? null : month);
  const data = challenge.data;

  return (
    <Card className="overview-card ratings-card" aria-labelledby={titleId}>
      <header className="challenge-header">
        <h2 id={titleId} className="overview-card__title">
          {t('ratings.challenge.title')}
        </h2>
        <div className="month-picker" role="group" aria-label={t('ratings.challenge.month')}>
          <button type="button" className="month-picker__button" aria-label={t('ratings.challenge.previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
            <IonIcon icon={chevronBackOutline} aria-hidden="true" />
          </button>
          <span className="month-picker__label" aria-live="polite">
            {format.month(month)}
          </span>
          <button
            type="button"
            className="month-picker__button"
            aria-label={t('ratings.challenge.next')}
            disabled={month >= currentMonth}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <IonIcon icon={chevronForwardOutline} aria-hidden="true" />
          </button>
        </div>
      </header>
      {challenge.isPending ? (
        <SkeletonGroup label={t('ratings.challenge.loading')}>
          <Skeleton height="180px" />
        </SkeletonGroup>
      ) : !data ? (
        <div className="overview-card__note" role="alert">
          <p>{t('ratings.challenge.error')}</p>
          <IonButton size="small" fill="outline" onClick={() => void challenge.refetch()}>
            {t('ratings.challenge.retry')}
          </IonButton>
        </div>
      ) : (
        <ChallengeBody challenge={data} myId={myId} />
      )}
    </Card>
  );
}
