import { DemoArea } from '@/features/demo-area/components/demo-area';
import { GuestHomePage } from '@/features/guest-home/pages/guest-home-page';
import { useGuestStay } from '@/domains/stay/use-guest-stay';
import { useRefreshSuite } from '@/domains/suite/use-suite';
import { useRefreshRentals } from '@/domains/rental/use-rentals';
import { ActiveRentals } from '@/features/bike-rentals/components/active-rentals';
import { SuiteControls } from '@/features/suite-controls/components/suite-controls';
import { StayRatingCard } from '@/features/stay-rating/components/stay-rating-card';

/**
 * /guest/home: the guest home with the suite controls, the bike rentals, after departure the stay's rating and, in demo
 * mode, the demo area composed in.
 */
export function GuestHomeScreen() {
  const stay = useGuestStay();
  const refreshSuite = useRefreshSuite();
  const refreshRentals = useRefreshRentals();
  return (
    <GuestHomePage
      stay={stay}
      controls={<SuiteControls timeZone={stay.reservation?.location.timeZone} />}
      demo={stay.reservation?.demoMode ? <DemoArea onDemoDisabled={stay.replace} timeZone={stay.reservation.location.timeZone} /> : undefined}
      rentals={<ActiveRentals reservation={stay.reservation} />}
      stayRating={<StayRatingCard />}
      onRefresh={() => Promise.all([stay.refresh(), refreshSuite(), refreshRentals()])}
    />
  );
}
