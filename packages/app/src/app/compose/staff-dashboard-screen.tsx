import { StaffDashboardPage } from '@/features/staff-dashboard/pages/staff-dashboard-page';

/** /support/dashboard, /management/dashboard: today's numbers, occupancy, locks needing attention, the guides' ranking. */
export function StaffDashboardScreen() {
  return <StaffDashboardPage />;
}
