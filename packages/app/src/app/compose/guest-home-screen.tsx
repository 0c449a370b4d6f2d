import { DemoArea } from '@/features/demo-area/components/demo-area';
import { GuestHomePage } from '@/features/guest-home/pages/guest-home-page';
import { useGuestStay } from '@/domains/stay/use-guest-stay';
import { useRefreshSuite } from '@/domains/suite/use-suite';
import { SuiteControls } from '@/features/suite-controls/components/suite-controls';

/** /guest/home: the guest home with the suite controls and, in demo mode, the demo area composed in. */
export function GuestHomeScreen() {
  const stay = useGuestStay();
  const refreshSuite = useRefreshSuite();
  return (
    <GuestHomePage
      stay={stay}
      controls={<SuiteControls timeZone={stay.reservation?.location.timeZone} />}
      demo={stay.reservation?.demoMode ? <DemoArea onDemoDisabled={stay.replace} timeZone={stay.reservation.location.timeZone} /> : undefined}
      onRefresh={() => Promise.all([stay.refresh(), refreshSuite()])}
    />
  );
}
