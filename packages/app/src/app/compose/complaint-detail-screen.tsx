import { AppPage } from '@/components/app-page';
import { useStaffShellTranslation } from '@/features/staff-shell/i18n';

/** /{area}/complaints/:nmbr: composed by the feature that owns this screen. */
export function ComplaintDetailScreen() {
  const { t } = useStaffShellTranslation();
  return <AppPage title={t('screens.complaint')}>{null}</AppPage>;
}
