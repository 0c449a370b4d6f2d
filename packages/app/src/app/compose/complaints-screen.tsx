import { alertCircleOutline } from 'ionicons/icons';
import { MasterDetailEmpty, MasterDetailLayout } from '@/components/master-detail-layout';
import { useComplaintsTranslation } from '@/features/complaints/i18n';
import { ComplaintsPage } from '@/features/complaints/pages/complaints-page';

/** Beside the list on a wide screen while no complaint is open. */
export function SelectComplaint() {
  const { t } = useComplaintsTranslation();
  return (
    <MasterDetailEmpty icon={alertCircleOutline} title={t('select.title')}>
      <p>{t('select.body')}</p>
    </MasterDetailEmpty>
  );
}

/** /{area}/complaints: the location's complaints (beside "Select a complaint" on a wide screen). */
export function ComplaintsScreen() {
  return <MasterDetailLayout list={<ComplaintsPage />} detail={null} emptyDetail={<SelectComplaint />} />;
}
