import type { GuideRatings } from '@stay/contract';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { fullName } from '@/lib/text/names';
import { useStaffRatingsTranslation } from '../i18n';
import { useRatingFormat } from '../use-rating-format';

/** Support and management: every guide of the location with their average and count per label. */
export function GuidesTableCard({ guides }: { guides: readonly GuideRatings[] }) {
  const { t } = useStaffRatingsTranslation();
  const format = useRatingFormat();
  const titleId = useId();
  const labels = guides[0]?.labels.map((line) => line.label) ?? [];
  return (
    <Card className="overview-card ratings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="overview-card__title">
        {t('ratings.guides.title')}
      </h2>
      {guides.length === 0 ? (
        <p className="overview-card__note">{t('ratings.guides.empty')}</p>
      ) : (
        <div className="ratings-table__scroll">
          <table className="ratings-table">
            <caption className="visually-hidden">{t('ratings.guides.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ratings.guides.guide')}</th>
                {labels.map((label) => (
                  <th key={label} scope="col" className="ratings-table__number">
                    {t(`ratings.labels.${label}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guides.map((line) => (
                <tr key={line.employee._id}>
                  <th scope="row">{fullName(line.employee)}</th>
                  {line.labels.map((score) => (
                    <td key={score.label} className="ratings-table__number">
                      {score.count === 0 ? format.average(null) : t('ratings.guides.cell', { average: format.average(score.average), count: score.count })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
