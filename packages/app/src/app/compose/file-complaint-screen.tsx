import { AppPage } from '@/components/app-page';
import { useStaffShellTranslation } from '@/features/staff-shell/i18n';

/** /file-complaint: composed by the feature that owns this screen. */
export function FileComplaintScreen() {
  const { t } = useStaffShellTranslation();
  return <AppPage title={t('screens.fileComplaint')}>{null}</AppPage>;
}
