import { ActiveRentals } from '@/features/bike-rentals/components/active-rentals';
import { ShopPage } from '@/features/shop/pages/shop-page';
import { useRefreshRentals } from '@/domains/rental/use-rentals';
import { useGuestStay } from '@/domains/stay/use-guest-stay';

/** /guest/services: the shop with the guest's bike rentals composed in above it. */
export function ShopScreen() {
  const stay = useGuestStay();
  const refreshRentals = useRefreshRentals();
  return (
    <ShopPage
      rentals={<ActiveRentals reservation={stay.reservation} />}
      onRefresh={() => Promise.all([stay.refresh(), refreshRentals()])}
    />
  );
}
