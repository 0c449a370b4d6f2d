import { AvailabilityPage } from '@/features/availability/pages/availability-page';

/** /{area}/availability: the staff member's availability week (support and management: a colleague's too). */
export function AvailabilityScreen() {
  return <AvailabilityPage />;
}
