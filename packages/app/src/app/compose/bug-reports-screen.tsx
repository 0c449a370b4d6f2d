import { bugOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { MasterDetailEmpty, MasterDetailLayout } from '@/components/master-detail-layout';
import { useBugReportsAdminTranslation } from '@/features/bug-reports-admin/i18n';
import { BugReportDetailPage } from '@/features/bug-reports-admin/pages/bug-report-detail-page';
import { BugReportsPage } from '@/features/bug-reports-admin/pages/bug-reports-page';

function SelectReport() {
  const { t } = useBugReportsAdminTranslation();
  return (
    <MasterDetailEmpty icon={bugOutline} title={t('select.title')}>
      <p>{t('select.body')}</p>
    </MasterDetailEmpty>
  );
}

/** /management/bug-reports and /{id}: the reports, beside the open one on a wide screen. */
export function BugReportsScreen() {
  const { id } = useParams();
  return <MasterDetailLayout list={<BugReportsPage selectedId={id} />} detail={id ? <BugReportDetailPage /> : null} emptyDetail={<SelectReport />} />;
}
