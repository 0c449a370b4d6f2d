import { IonButton, IonIcon } from '@ionic/react';
import { PRODUCT_GROUPS, type Product, type ProductGroup, type CatalogueCategory } from '@stay/contract';
import { basketOutline, receiptOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedControl, segmentIds } from '@/components/ui/segmented-control';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { featuredFirst, useCategories, useProducts, useRefreshCatalogue } from '@/domains/catalogue/use-catalogue';
import { useOrderLiveUpdates } from '@/domains/order/use-order-live';
import { useOrderRevisit, useRefreshOrders } from '@/domains/order/use-orders';
import { paths } from '@/lib/navigation/paths';
import { CartButton } from '../components/cart-button';
import { LoadFailed } from '@/components/ui/load-failed';
import { ProductCard } from '../components/product-card';
import { StayOverNote } from '../components/stay-over-note';
import { useShopTranslation } from '../i18n';
import { useIsStayOver } from '../use-is-stay-over';
import { useOpenOrderEvent } from '../use-open-order-event';
import '../shop.css';

const SEGMENTS_ID = 'shop-groups';

export interface ShopPageProps {
  /** The guest's bike rentals (another feature, composed in by the route); shown above the shop. */
  rentals?: ReactNode;
  /** Pull-to-refresh of the composed parts, beside the shop's own. */
  onRefresh?: () => Promise<unknown>;
}

const isGroup = (value: string | null): value is ProductGroup => (PRODUCT_GROUPS as readonly (string | null)[]).includes(value);

/**
 * /guest/services: the park's shop in three sections (services, food, bikes), featured products first and by
 * category, with the cart and the guest's orders in the toolbar. An opened ORDERS push opens its order from here.
 */
export function ShopPage({ rentals, onRefresh }: ShopPageProps) {
  const { t } = useShopTranslation();
  const [params, setParams] = useSearchParams();
  const groupParam = params.get('group');
  const group: ProductGroup = isGroup(groupParam) ? groupParam : 'services';
  const refreshCatalogue = useRefreshCatalogue();
  const refreshOrders = useRefreshOrders();
  const isStayOver = useIsStayOver();
  useOpenOrderEvent();
  useOrderLiveUpdates();
  useOrderRevisit();

  return (
    <AppPage
      title={t('services.title')}
      end={
        <>
          <IonButton routerLink={paths.guest.orders} aria-label={t('services.orders')} title={t('services.orders')}>
            <IonIcon slot="icon-only" icon={receiptOutline} aria-hidden="true" />
          </IonButton>
          {isStayOver === false && <CartButton />}
        </>
      }
      fixed={<PullToRefresh onRefresh={() => Promise.all([refreshCatalogue(), refreshOrders(), onRefresh?.()])} />}
    >
      <div className="shop">
        {rentals}
        {isStayOver && <StayOverNote />}
        <SegmentedControl
          semantics="tabs"
          idPrefix={SEGMENTS_ID}
          label={t('services.groups.label')}
          options={PRODUCT_GROUPS.map((value) => ({ value, label: t(`services.groups.${value}`) }))}
          value={group}
          onChange={(value) => setParams(new URLSearchParams({ group: value }), { replace: true })}
        />
        <section role="tabpanel" id={segmentIds(SEGMENTS_ID, group).panel} aria-labelledby={segmentIds(SEGMENTS_ID, group).tab}>
          <GroupProducts group={group} isOrderable={isStayOver !== true} />
        </section>
      </div>
    </AppPage>
  );
}

function GroupProducts({ group, isOrderable }: { group: ProductGroup; isOrderable: boolean }) {
  const { t } = useShopTranslation();
  const products = useProducts(group);
  const categories = useCategories();

  if (products.isPending) return <ProductsSkeleton />;
  if (products.isError) {
    return <LoadFailed title={t('services.errorTitle')} body={t('services.errorBody')} retryLabel={t('common.retry')} onRetry={() => void products.refetch()} error={products.error} />;
  }
  if (products.data.length === 0) {
    return (
      <EmptyState icon={basketOutline} title={t('services.emptyTitle')} role="status">
        <p>{t('services.emptyBody')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      {sectionsOf(products.data, categories.data ?? []).map((section) => (
        <section key={section.id} className="shop-section" aria-label={section.name ?? t('services.other')}>
          {section.name && <h2 className="shop-section__title">{section.name}</h2>}
          <ul className="product-list">
            {section.products.map((product) => (
              <ProductCard key={product.productkey} product={product} isOrderable={isOrderable} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

interface ShopSection {
  id: string;
  name: string | null;
  products: Product[];
}

/**
 * The products of a section, featured first, under their categories in the categories' order. While the categories
 * are unknown (or a product's category is not among them) the products show under one heading-less section.
 */
function sectionsOf(products: readonly Product[], categories: readonly CatalogueCategory[]): ShopSection[] {
  const ordered = featuredFirst(products);
  const known = [...categories].sort((a, b) => a.order - b.order).filter((category) => ordered.some((product) => product.categoryId === category._id));
  if (known.length === 0) return [{ id: 'all', name: null, products: ordered }];
  const sections: ShopSection[] = known.map((category) => ({
    id: category._id,
    name: category.name,
    products: ordered.filter((product) => product.categoryId === category._id),
  }));
  const rest = ordered.filter((product) => !known.some((category) => category._id === product.categoryId));
  return rest.length > 0 ? [...sections, { id: 'rest', name: null, products: rest }] : sections;
}

function ProductsSkeleton() {
  const { t } = useShopTranslation();
  return (
    <SkeletonGroup as="ul" className="product-list" label={t('services.loading')}>
      {[0, 1, 2].map((index) => (
        <li key={index} className="ui-card product-card product-card--skeleton">
          <Skeleton width="88px" height="88px" radius="12px" />
          <span className="product-card__text">
            <Skeleton width="60%" height="18px" />
            <Skeleton width="90%" />
            <Skeleton width="30%" />
          </span>
        </li>
      ))}
    </SkeletonGroup>
  );
}
