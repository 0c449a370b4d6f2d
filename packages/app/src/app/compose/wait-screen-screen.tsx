import { useGuestStay } from '@/domains/stay/use-guest-stay';
import { WaitScreenPage } from '@/features/wait-screen/pages/wait-screen-page';

/** /wait-screen: the wait screen fed with the guest's current reservation. */
export function WaitScreenScreen() {
  const stay = useGuestStay();
  return (
    <WaitScreenPage
      reservation={stay.reservation}
      isLoading={stay.isLoading}
      isError={stay.isError}
      isRefreshing={stay.isRefreshing}
      onRefresh={stay.refresh}
    />
  );
}
