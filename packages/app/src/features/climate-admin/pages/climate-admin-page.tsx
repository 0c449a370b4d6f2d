import { AppPage } from '@/components/app-page';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useClimateEnergy, useClimateRules, useRefreshClimate } from '@/domains/climate/use-climate';
import { downloadCsv } from '@/lib/export/csv';
import { ClimateActionLog } from '../components/climate-action-log';
import { ClimateEnergyTable } from '../components/climate-energy-table';
import { ClimateRulesForm } from '../components/climate-rules-form';
import { energyCsv } from '../climate-csv';
import { useClimateAdminTranslation } from '../i18n';
import '../climate-admin.css';

/** Weeks the energy table shows. */
const REPORT_WEEKS = 4;

/** /management/climate: the location's climate rules, what they did per suite, and the energy per suite and week. */
export function ClimateAdminPage() {
  const { t } = useClimateAdminTranslation();
  const rules = useClimateRules();
  const energy = useClimateEnergy(REPORT_WEEKS);
  const refresh = useRefreshClimate();

  async function download() {
    const report = energy.data ?? (await energy.refetch()).data;
    if (!report) return;
    const thisWeek = report.weeks.at(-1)?.weekStart ?? '';
    downloadCsv(t('climateAdmin.csv.file'), thisWeek, energyCsv(report.weeks, t('climateAdmin.csv', { returnObjects: true })));
  }

  const suites = [...new Map((energy.data?.weeks ?? []).map((row) => [row.suiteId, { id: row.suiteId, name: row.suiteName }])).values()];

  return (
    <AppPage
      title={t('climateAdmin.title')}
      end={<CsvDownloadButton label={t('climateAdmin.energy.download')} onDownload={download} isDisabled={!energy.data || energy.data.weeks.length === 0} />}
      fixed={<PullToRefresh onRefresh={refresh} />}
    >
      <div className="climate-admin">
        <div className="climate-admin__columns">
          {rules.isPending ? (
            <SkeletonGroup label={t('climateAdmin.loading')}>
              <Skeleton height="320px" />
            </SkeletonGroup>
          ) : rules.isError ? (
            <LoadFailed title={t('climateAdmin.errorTitle')} retryLabel={t('climateAdmin.retry')} onRetry={() => void rules.refetch()} error={rules.error} />
          ) : (
            <ClimateRulesForm initial={rules.data} />
          )}
          {energy.isPending ? (
            <SkeletonGroup label={t('climateAdmin.loading')}>
              <Skeleton height="320px" />
            </SkeletonGroup>
          ) : energy.isError ? (
            <LoadFailed title={t('climateAdmin.energy.errorTitle')} retryLabel={t('climateAdmin.retry')} onRetry={() => void energy.refetch()} error={energy.error} />
          ) : (
            <ClimateEnergyTable report={energy.data} weeks={REPORT_WEEKS} />
          )}
        </div>
        {energy.data && <ClimateActionLog suites={suites} timeZone={energy.data.timeZone} />}
      </div>
    </AppPage>
  );
}
