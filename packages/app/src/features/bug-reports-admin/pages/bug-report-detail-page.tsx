import { IonSpinner } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type BugReport } from '@stay/contract';
import { alertCircleOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useBugReport, useBugReportScreenshot } from '@/domains/bug-report/use-bug-reports';
import { paths } from '@/lib/navigation/paths';
import { formatDateTime } from '@/lib/time/format';
import { useBugReportsAdminTranslation } from '../i18n';
import '../bug-reports-admin.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bug-report-detail__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Screenshot({ report }: { report: BugReport }) {
  const { t } = useBugReportsAdminTranslation();
  const screenshot = useBugReportScreenshot(report.id, report.screenshot !== null);
  if (!report.screenshot) return null;
  return (
    <Card className="bug-report-detail__card" aria-labelledby="bug-report-screenshot">
      <h2 id="bug-report-screenshot">{t('detail.screenshot')}</h2>
      {screenshot.data ? (
        <a href={screenshot.data} target="_blank" rel="noreferrer">
          <img className="bug-report-detail__screenshot" src={screenshot.data} alt={t('detail.screenshotAlt')} />
        </a>
      ) : screenshot.isError ? (
        <p role="alert">{t('detail.screenshotFailed')}</p>
      ) : (
        <IonSpinner name="dots" aria-label={t('detail.loading')} />
      )}
    </Card>
  );
}

function ReportView({ report }: { report: BugReport }) {
  const { t, i18n } = useBugReportsAdminTranslation();
  const reporter = report.reporter;
  const who = reporter ? (reporter.name ?? t('detail.removedAccount')) : t('signedOut');
  return (
    <div className="bug-report-detail">
      <Card className="bug-report-detail__card" aria-labelledby="bug-report-description">
        <h2 id="bug-report-description">{t('detail.description')}</h2>
        <p className="bug-report-detail__description">{report.description}</p>
      </Card>
      <Card className="bug-report-detail__card">
        <dl className="bug-report-detail__facts">
          <Fact label={t('detail.sent')}>
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, DEFAULT_TIME_ZONE, i18n.language)}</time>
          </Fact>
          <Fact label={t('detail.reporter')}>
            {who}
            {reporter?.email && <span className="bug-report-detail__soft"> · {reporter.email}</span>}
          </Fact>
          {reporter && <Fact label={t('detail.role')}>{t(`roles.${reporter.role}`)}</Fact>}
          <Fact label={t('detail.route')}>{report.route ? <code>{report.route}</code> : t('detail.unknown')}</Fact>
          <Fact label={t('detail.appVersion')}>{report.appVersion ?? t('detail.unknown')}</Fact>
          <Fact label={t('detail.userAgent')}>
            <span className="bug-report-detail__agent">{report.userAgent ?? t('detail.unknown')}</span>
          </Fact>
        </dl>
      </Card>
      <Screenshot report={report} />
    </div>
  );
}

/** /management/bug-reports/{id}: one report with its details and screenshot. */
export function BugReportDetailPage() {
  const { t } = useBugReportsAdminTranslation();
  const { id = '' } = useParams();
  const report = useBugReport(id);

  let content;
  if (report.isPending) {
    content = (
      <SkeletonGroup className="bug-report-detail" label={t('detail.loading')}>
        <Skeleton width="100%" height="120px" radius="12px" />
        <Skeleton width="100%" height="200px" radius="12px" />
      </SkeletonGroup>
    );
  } else if (report.isError) {
    content = <EmptyState icon={alertCircleOutline} title={t('detail.notFound')} tone="danger" role="alert" />;
  } else {
    content = <ReportView report={report.data} />;
  }

  return (
    <AppPage
      title={t('detail.title')}
      start={
        <BackButton to={paths.managementBugReports} label={t('detail.back')} />
      }
    >
      {content}
    </AppPage>
  );
}
