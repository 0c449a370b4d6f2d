import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useShopTranslation } from '../i18n';

/** An order loading: 'Loading order' ('Order laden'). */
export function OrderSkeleton() {
  const { t } = useShopTranslation();
  return (
    <SkeletonGroup label={t('order.loading')} className="ui-card order-card">
      <Skeleton width="45%" height="20px" />
      <Skeleton width="100%" height="44px" />
      <Skeleton width="100%" height="44px" />
      <Skeleton width="60%" />
    </SkeletonGroup>
  );
}
