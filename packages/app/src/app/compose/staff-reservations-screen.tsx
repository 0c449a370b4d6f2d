import { bedOutline } from 'ionicons/icons';
import { MasterDetailEmpty, MasterDetailLayout } from '@/components/master-detail-layout';
import { useStaffReservationsTranslation } from '@/features/staff-reservations/i18n';
import { StaffReservationsPage } from '@/features/staff-reservations/pages/staff-reservations-page';

/** Beside the list on a wide screen while no booking is open. */
export function SelectReservation() {
  const { t } = useStaffReservationsTranslation();
  return (
    <MasterDetailEmpty icon={bedOutline} title={t('reservations.select.title')}>
      <p>{t('reservations.select.body')}</p>
    </MasterDetailEmpty>
  );
}

/** /{area}/reservations: the lists (beside "Select a reservation" on a wide screen). */
export function StaffReservationsScreen() {
  return <MasterDetailLayout list={<StaffReservationsPage />} detail={null} emptyDetail={<SelectReservation />} />;
}
