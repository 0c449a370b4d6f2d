import type { RatingDashboard } from '@stay/contract';
import { starOutline } from 'ionicons/icons';
import { IonIcon } from '@ionic/react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { useStaffRatingsTranslation } from '../i18n';
import { useRatingFormat } from '../use-rating-format';

/**
 * The averages per label: a guide's own next to the team's; for support and management (who are not rated
 * themselves) the team's.
 */
export function MyRatingsCard({ dashboard, isSupport }: { dashboard: RatingDashboard; isSupport: boolean }) {
  const { t } = useStaffRatingsTranslation();
  const format = useRatingFormat();
  const titleId = useId();
  return (
    <Card className="overview-card ratings-card" aria-labelledby={titleId}>
      <header className="overview-card__header">
        <h2 id={titleId} className="overview-card__title">
          {t(isSupport ? 'ratings.mine.teamTitle' : 'ratings.mine.title')}
        </h2>
        <p className="overview-card__subtitle">{t('ratings.mine.summary')}</p>
      </header>
      <ul className="ratings-tiles">
        {dashboard.labels.map((line) => {
          const shown = isSupport ? line.team : line.own;
          return (
            <li key={line.label} className="ratings-tile">
              <span className="ratings-tile__label">
                <IonIcon icon={starOutline} aria-hidden="true" />
                {t(`ratings.labelsLong.${line.label}`)}
              </span>
              <span className="ratings-tile__value">
                {shown.average === null ? format.average(null) : t('ratings.average', { value: format.average(shown.average) })}
              </span>
              <span className="ratings-tile__detail">{t('ratings.count', { count: shown.count })}</span>
              {!isSupport && (
                <span className="ratings-tile__detail">
                  {line.team.average === null
                    ? t('ratings.mine.teamNone')
                    : `${t('ratings.mine.team', { value: format.average(line.team.average) })} · ${t('ratings.count', { count: line.team.count })}`}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
