import type { ClimateEnergyReport } from '@stay/contract';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { dayLabel } from '@/lib/time/wall-clock';
import { numberFormat } from '@/lib/i18n/intl-formats';
import { flashOutline } from 'ionicons/icons';
import { useClimateAdminTranslation } from '../i18n';

/** Each week's suites with their kWh (where metered), heating hours and the estimated savings of the eco rules. */
export function ClimateEnergyTable({ report, weeks }: { report: ClimateEnergyReport; weeks: number }) {
  const { t, i18n } = useClimateAdminTranslation();
  const decimal = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const weekStarts = [...new Set(report.weeks.map((row) => row.weekStart))].reverse();
  const totalSavings = report.weeks.reduce((sum, row) => sum + row.estimatedSavingsKwh, 0);
  return (
    <Card className="climate-admin__section" aria-labelledby="climate-energy-heading">
      <h3 id="climate-energy-heading">{t('climateAdmin.energy.heading')}</h3>
      <p className="climate-admin__note">{t('climateAdmin.energy.note')}</p>
      {report.weeks.length === 0 ? (
        <EmptyState icon={flashOutline} title={t('climateAdmin.energy.empty')} />
      ) : (
        <>
          <p className="climate-admin__total">{t('climateAdmin.energy.total', { weeks, value: decimal.format(totalSavings) })}</p>
          {weekStarts.map((weekStart) => (
            <div key={weekStart} className="climate-admin__table-scroll">
            <table className="climate-admin__table">
              <caption>{t('climateAdmin.energy.week', { day: dayLabel(weekStart, report.timeZone, i18n.language) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('climateAdmin.energy.suite')}</th>
                  <th scope="col">{t('climateAdmin.energy.kwh')}</th>
                  <th scope="col">{t('climateAdmin.energy.heating')}</th>
                  <th scope="col">{t('climateAdmin.energy.savings')}</th>
                </tr>
              </thead>
              <tbody>
                {report.weeks
                  .filter((row) => row.weekStart === weekStart)
                  .map((row) => (
                    <tr key={row.suiteId}>
                      <th scope="row">{row.suiteName}</th>
                      <td>{row.kwh !== null ? t('climateAdmin.energy.kwhValue', { value: decimal.format(row.kwh) }) : <span className="climate-admin__muted">{row.heatingMinutes > 0 ? t('climateAdmin.energy.noMeter') : '–'}</span>}</td>
                      <td>{t('climateAdmin.energy.hours', { value: decimal.format(row.heatingMinutes / 60) })}</td>
                      <td>{t('climateAdmin.energy.kwhValue', { value: decimal.format(row.estimatedSavingsKwh) })}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            </div>
          ))}
        </>
      )}
    </Card>
  );
}
