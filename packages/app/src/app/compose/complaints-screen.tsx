import { AppPage } from '@/components/app-page';
import { useStaffShellTranslation } from '@/features/staff-shell/i18n';

/** /{area}/complaints: composed by the feature that owns this screen. */
export function ComplaintsScreen() {
  const { t } = useStaffShellTranslation();
  return <AppPage title={t('screens.complaints')}>{null}</AppPage>;
}
