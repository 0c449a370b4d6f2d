import { IonIcon } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type BugReport } from '@stay/contract';
import { bugOutline, imageOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { InfiniteScrollMore } from '@/components/infinite-scroll-more';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { classNames } from '@/components/ui/class-names';
import { useBugReports, useRefreshBugReports } from '@/domains/bug-report/use-bug-reports';
import { paths } from '@/lib/navigation/paths';
import { formatDateTime } from '@/lib/time/format';
import { useBugReportsAdminTranslation } from '../i18n';
import '../bug-reports-admin.css';

function ReportRow({ report, isSelected }: { report: BugReport; isSelected: boolean }) {
  const { t, i18n } = useBugReportsAdminTranslation();
  return (
    <li>
      <Link
        to={paths.managementBugReport(report.id)}
        className={classNames('bug-reports__row', isSelected && 'bug-reports__row--selected')}
        aria-current={isSelected ? 'page' : undefined}
      >
        <span className="bug-reports__meta">
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, DEFAULT_TIME_ZONE, i18n.language)}</time>
          {report.reporter ? <Pill tone="accent">{t(`roles.${report.reporter.role}`)}</Pill> : <Pill>{t('signedOut')}</Pill>}
          {report.screenshot && (
            <Pill tone="info">
              <IonIcon icon={imageOutline} aria-hidden="true" /> {t('withScreenshot')}
            </Pill>
          )}
        </span>
        <span className="bug-reports__description">{report.description}</span>
        {(report.reporter?.name || report.route) && (
          <span className="bug-reports__who">{[report.reporter?.name, report.route].filter(Boolean).join(' · ')}</span>
        )}
      </Link>
    </li>
  );
}

/** /management/bug-reports: the reports newest first, paged by scrolling, with pull-to-refresh. */
export function BugReportsPage({ selectedId }: { selectedId?: string }) {
  const { t } = useBugReportsAdminTranslation();
  const list = useBugReports();
  const refresh = useRefreshBugReports();

  let content;
  if (list.isPending) {
    content = (
      <SkeletonGroup as="div" className="bug-reports__list" label={t('loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} width="100%" height="72px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (list.isError) {
    content = (
      <LoadFailed title={t('failed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
    );
  } else if (list.reports.length === 0) {
    content = (
      <EmptyState icon={bugOutline} title={t('empty')}>
        <p>{t('emptyBody')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <Card as="div" className="bug-reports__card">
        <ul className="bug-reports__list">
          {list.reports.map((report) => (
            <ReportRow key={report.id} report={report} isSelected={report.id === selectedId} />
          ))}
        </ul>
        <InfiniteScrollMore hasMore={list.hasNextPage} onMore={() => list.fetchNextPage()} loadingText={t('loadingMore')} />
      </Card>
    );
  }

  return (
    <AppPage
      title={t('title')}
      fixed={
        <PullToRefresh onRefresh={refresh} spinner="dots" />
      }
    >
      <div className="bug-reports">{content}</div>
    </AppPage>
  );
}
