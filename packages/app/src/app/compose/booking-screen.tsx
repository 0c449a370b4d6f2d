import { useLocation, useParams } from 'react-router-dom';
import { MasterDetailLayout } from '@/components/master-detail-layout';
import { BookingPage } from '@/features/booking/pages/booking-page';
import { ReservationComplaints } from '@/features/complaints/components/reservation-complaints';
import { StaffReservationsPage } from '@/features/staff-reservations/pages/staff-reservations-page';
import { staffAreaOf } from '@/lib/navigation/paths';
import { SelectReservation } from './staff-reservations-screen';

/**
 * /{area}/settings/bookings/{reservation number}: the booking with its complaints composed in, beside the
 * reservation lists on a wide screen (the list keeps its tab and search from the address).
 */
export function BookingScreen() {
  const { id } = useParams();
  const area = staffAreaOf(useLocation().pathname);
  return (
    <MasterDetailLayout
      list={<StaffReservationsPage selectedNmbr={id} />}
      detail={<BookingPage renderComplaints={(reservationNmbr) => <ReservationComplaints reservationNmbr={reservationNmbr} area={area} />} />}
      emptyDetail={<SelectReservation />}
    />
  );
}
