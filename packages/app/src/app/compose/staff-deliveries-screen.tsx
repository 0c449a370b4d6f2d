import { StaffDeliveriesPage } from '@/features/staff-deliveries/pages/staff-deliveries-page';

/** /{area}/deliveries: what to deliver today, tomorrow or on a picked day. */
export function StaffDeliveriesScreen() {
  return <StaffDeliveriesPage />;
}
