import { DemoArea } from '@/features/demo-area/components/demo-area';
import { GuestHomePage } from '@/features/guest-home/pages/guest-home-page';
import { useGuestStay } from '@/domains/stay/use-guest-stay';
import { useRefreshSuite } from '@/domains/suite/use-suite';
import { useRefreshRentals } from '@/domains/rental/use-rentals';
import { ActiveRentals } from '@/features/bike-rentals/components/active-rentals';
import { SuiteControls } from '@/features/suite-controls/components/suite-controls';
import { StayRatingCard } from '@/features/stay-rating/components/stay-rating-card';
import { CheckOutCard } from '@/features/self-check-out/components/check-out-card';
import { SuiteReadinessNote } from '@/features/self-check-out/components/suite-readiness-note';
import { useRefreshSelfCheckOut, useSelfCheckOut } from '@/domains/check-out/use-self-check-out';
import { useRefreshStayEnergy } from '@/domains/climate/use-stay-energy';
import { StayEnergyCard } from '@/features/stay-energy/components/stay-energy-card';

/**
 * /guest/home: the guest home with the self check-out, the suite controls, the stay's energy, the bike rentals, after
 * departure (or the check-out) the stay's rating and, in demo mode, the demo area composed in.
 */
export function GuestHomeScreen() {
  const stay = useGuestStay();
  const refreshSuite = useRefreshSuite();
  const refreshRentals = useRefreshRentals();
  const refreshCheckOut = useRefreshSelfCheckOut();
  const refreshEnergy = useRefreshStayEnergy();
  const checkOut = useSelfCheckOut();
  const timeZone = stay.reservation?.location.timeZone;
  return (
    <GuestHomePage
      stay={stay}
      controls={<SuiteControls timeZone={stay.reservation?.location.timeZone} />}
      demo={stay.reservation?.demoMode ? <DemoArea onDemoDisabled={stay.replace} timeZone={stay.reservation.location.timeZone} /> : undefined}
      rentals={<ActiveRentals reservation={stay.reservation} />}
      stayRating={<StayRatingCard />}
      checkOut={timeZone ? <CheckOutCard timeZone={timeZone} /> : undefined}
      suiteReadiness={timeZone ? <SuiteReadinessNote timeZone={timeZone} /> : undefined}
      energy={<StayEnergyCard />}
      isCheckedOut={checkOut.data?.state === 'checked-out'}
      onRefresh={() => Promise.all([stay.refresh(), refreshSuite(), refreshRentals(), refreshCheckOut(), refreshEnergy()])}
    />
  );
}
