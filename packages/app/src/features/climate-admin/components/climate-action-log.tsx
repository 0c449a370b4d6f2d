import type { ClimateAction } from '@stay/contract';
import { thermometerOutline } from 'ionicons/icons';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useClimateActions } from '@/domains/climate/use-climate';
import { formatDateTime } from '@/lib/time/format';
import { useClimateAdminTranslation } from '../i18n';

const ECO_REASONS: ReadonlySet<ClimateAction['reason']> = new Set(['CHECK_OUT', 'DEPARTURE', 'VACANT', 'EMPTY']);

interface ClimateActionLogProps {
  suites: ReadonlyArray<{ id: string; name: string }>;
  timeZone: string;
}

/** Every setpoint the rules gave, newest first, for all suites or one. */
export function ClimateActionLog({ suites, timeZone }: ClimateActionLogProps) {
  const { t, i18n } = useClimateAdminTranslation();
  const [suiteId, setSuiteId] = useState('');
  const actions = useClimateActions(suiteId || undefined);
  return (
    <Card className="climate-admin__section" aria-labelledby="climate-log-heading">
      <div className="climate-admin__section-head">
        <h3 id="climate-log-heading">{t('climateAdmin.log.heading')}</h3>
        <div className="text-field climate-admin__filter">
          <label htmlFor="climate-log-suite">{t('climateAdmin.log.filter')}</label>
          <select id="climate-log-suite" value={suiteId} onChange={(event) => setSuiteId(event.target.value)}>
            <option value="">{t('climateAdmin.log.allSuites')}</option>
            {suites.map((suite) => (
              <option key={suite.id} value={suite.id}>
                {suite.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {actions.isPending ? (
        <SkeletonGroup label={t('climateAdmin.loading')}>
          <Skeleton height="40px" />
          <Skeleton height="40px" />
        </SkeletonGroup>
      ) : actions.isError ? (
        <LoadFailed title={t('climateAdmin.log.errorTitle')} retryLabel={t('climateAdmin.retry')} onRetry={() => void actions.refetch()} error={actions.error} />
      ) : actions.data.length === 0 ? (
        <EmptyState icon={thermometerOutline} title={t('climateAdmin.log.empty')} />
      ) : (
        <ul className="climate-admin__log">
          {actions.data.map((action) => (
            <li key={`${action.suiteId}-${action.at}-${action.reason}`} className="climate-admin__log-item">
              <time dateTime={action.at}>{formatDateTime(action.at, timeZone, i18n.language)}</time>
              <strong>{action.suiteName}</strong>
              <span>{t(`climateAdmin.log.reason.${action.reason}`)}</span>
              <Pill tone={ECO_REASONS.has(action.reason) ? 'info' : 'orange'}>{t('climateAdmin.log.setpoint', { value: action.setpoint })}</Pill>
              {!action.isDone && <Pill tone="warning">{t('climateAdmin.log.notConfirmed')}</Pill>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
