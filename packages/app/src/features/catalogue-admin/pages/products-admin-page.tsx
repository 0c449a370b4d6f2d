import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { textInLanguage, type ManagedCategory, type ManagedProduct } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, folderOpenOutline, storefrontOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { textsOfField } from '@/components/content-language/shown-language';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useSetProductHidden } from '@/domains/catalogue-admin/mutations';
import { catalogueAdminKeys } from '@/domains/catalogue-admin/queries';
import { useManagedCategories, useManagedProducts } from '@/domains/catalogue-admin/use-catalogue-admin';
import { ContentLanguageSetting } from '@/domains/location/components/content-language-setting';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { CategoryModal } from '../components/category-modal';
import { ProductModal } from '../components/product-modal';
import { ProductRow } from '../components/product-row';
import { useCatalogueAdminTranslation } from '../i18n';
import '../catalogue-admin.css';

type Editing = { kind: 'product'; product: ManagedProduct | null; categoryId: string } | { kind: 'category' };

function ListSkeleton() {
  const { t } = useCatalogueAdminTranslation();
  return (
    <SkeletonGroup as="div" className="products-admin" label={t('loading')}>
      {Array.from({ length: 2 }, (_, section) => (
        <Card key={section} className="products-admin__category">
          <Skeleton width="40%" height="22px" />
          {Array.from({ length: 3 }, (_, row) => (
            <Skeleton key={row} width="100%" height="54px" radius="10px" />
          ))}
        </Card>
      ))}
    </SkeletonGroup>
  );
}

/**
 * /management/products: the shop of management's location, grouped by category in their order, each product with its
 * price, VAT and whether it is hidden. Products are added and edited in a sheet; hiding and showing one asks first.
 */
export function ProductsAdminPage() {
  const { t, i18n } = useCatalogueAdminTranslation();
  const queryClient = useQueryClient();
  const categories = useManagedCategories();
  const products = useManagedProducts();
  const setHidden = useSetProductHidden();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const { contentLanguage } = useLocationContentLanguage();
  // Staff read the names as a guest of their language would.
  const nameOf = (item: ManagedCategory | ManagedProduct) => textInLanguage(textsOfField(item, 'name'), appLanguageOrEnglish(i18n.language), contentLanguage);
  const categoryList: readonly ManagedCategory[] = categories.data ?? [];
  const firstCategory = categoryList[0]?._id ?? '';

  function confirmToggle(product: ManagedProduct) {
    const name = nameOf(product);
    const texts = product.hide ? 'confirmUnhide' : 'confirmHide';
    void presentAlert({
      header: t(`${texts}.header`),
      message: t(`${texts}.message`, { name }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t(`${texts}.confirm`),
          role: product.hide ? 'confirm' : 'destructive',
          handler: () => {
            setHidden.mutate(
              { productkey: product.productkey, hide: !product.hide },
              {
                onSuccess: (saved) => showSuccess(t(saved.hide ? 'toast.hidden' : 'toast.shown', { name })),
              },
            );
          },
        },
      ],
    });
  }

  const isLoading = categories.isPending || products.isPending;
  const isError = categories.isError || products.isError;
  const addButton = (
    <IonButton
      onClick={() => setEditing({ kind: 'product', product: null, categoryId: firstCategory })}
      disabled={isLoading || isError || categoryList.length === 0}
      aria-label={t('add')}
    >
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      <span className="products-admin__add-text">{t('add')}</span>
    </IonButton>
  );
  const addCategoryButton = (
    <IonButton fill="outline" onClick={() => setEditing({ kind: 'category' })}>
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      {t('addCategory')}
    </IonButton>
  );

  let content;
  if (isLoading) {
    content = <ListSkeleton />;
  } else if (isError) {
    content = (
      <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void Promise.all([categories.refetch(), products.refetch()])} />
    );
  } else if (categoryList.length === 0) {
    content = (
      <EmptyState icon={storefrontOutline} title={t('empty.title')} role="status">
        <p>{t('empty.body')}</p>
        {addCategoryButton}
      </EmptyState>
    );
  } else {
    const all = products.data ?? [];
    content = (
      <div className="products-admin">
        <ContentLanguageSetting className="products-admin__content-language" />
        {categoryList.map((category) => {
          const inCategory = all.filter((product) => product.categoryId === category._id);
          const headingId = `products-admin-${category._id}`;
          return (
            <Card key={category._id} className="products-admin__category" aria-labelledby={headingId}>
              <header className="products-admin__category-header">
                <div>
                  <h2 id={headingId}>{nameOf(category)}</h2>
                  <p className="products-admin__muted">
                    {/* The group the guest finds it under, unless the category is named after it. */}
                    {t(`groups.${category.group}`) === nameOf(category)
                      ? t('count', { count: inCategory.length })
                      : `${t(`groups.${category.group}`)} · ${t('count', { count: inCategory.length })}`}
                  </p>
                </div>
                <IonButton
                  fill="clear"
                  size="small"
                  onClick={() => setEditing({ kind: 'product', product: null, categoryId: category._id })}
                  aria-label={t('addTo', { category: nameOf(category) })}
                >
                  <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                  {t('addShort')}
                </IonButton>
              </header>
              {inCategory.length === 0 ? (
                <EmptyState icon={folderOpenOutline} title={t('empty.category')} />
              ) : (
                <ul className="products-admin__list">
                  {inCategory.map((product) => (
                    <ProductRow
                      key={product.productkey}
                      product={product}
                      name={nameOf(product)}
                      isBusy={setHidden.isPending}
                      onEdit={() => setEditing({ kind: 'product', product, categoryId: product.categoryId })}
                      onToggleHidden={() => confirmToggle(product)}
                    />
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
        <div className="products-admin__footer">{addCategoryButton}</div>
      </div>
    );
  }

  return (
    <AppPage
      title={t('title')}
      end={addButton}
      fixed={
        <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.all })} spinner="dots" />
      }
    >
      {content}
      {editing?.kind === 'product' && (
        <ProductModal
          key={editing.product?.productkey ?? `new-${editing.categoryId}`}
          product={editing.product}
          categories={categoryList}
          categoryId={editing.categoryId}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'category' && <CategoryModal onClose={() => setEditing(null)} />}
    </AppPage>
  );
}
