import { useParams } from 'react-router-dom';
import { MasterDetailLayout } from '@/components/master-detail-layout';
import { BookingPage } from '@/features/booking/pages/booking-page';
import { StaffReservationsPage } from '@/features/staff-reservations/pages/staff-reservations-page';
import { SelectReservation } from './staff-reservations-screen';

/**
 * /{area}/settings/bookings/{reservation number}: the booking, beside the reservation lists on a wide screen (the
 * list keeps its tab and search from the address).
 */
export function BookingScreen() {
  const { id } = useParams();
  return <MasterDetailLayout list={<StaffReservationsPage selectedNmbr={id} />} detail={<BookingPage />} emptyDetail={<SelectReservation />} />;
}
