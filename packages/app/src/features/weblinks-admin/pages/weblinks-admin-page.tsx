import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { WEBLINK_CATEGORY_KINDS, type Weblink, type WeblinkCategoryKind, type WeblinkCategoryWithLinks } from '@stay/contract';
import { addOutline, informationCircleOutline, linkOutline, searchOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { SearchField } from '@/components/ui/search-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useDeleteWeblink, useDeleteWeblinkCategory } from '@/domains/weblink/mutations';
import { useCanEditWeblinks, useRefreshWeblinks, useWeblinkCategories } from '@/domains/weblink/use-weblinks';
import { useWeblinkTranslation } from '@/domains/weblink/weblink-i18n';
import { categoryNameOf } from '@/domains/weblink/weblink-language';
import { searchCategories } from '@/domains/weblink/weblink-search';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { CategoryCard } from '../components/category-card';
import { CategoryModal } from '../components/category-modal';
import { WeblinkModal } from '../components/weblink-modal';
import { useWeblinksAdminTranslation } from '../i18n';
import '../weblinks-admin.css';

type Editing =
  | { kind: 'link'; link: Weblink | null; categoryId: string }
  | { kind: 'category'; category: WeblinkCategoryWithLinks | null };
type KindFilter = WeblinkCategoryKind | 'all';

const SEARCH_MAX_LENGTH = 100;

function ListSkeleton() {
  const { t } = useWeblinksAdminTranslation();
  return (
    <SkeletonGroup as="div" className="weblinks-admin__categories" label={t('loading')}>
      {[0, 1].map((section) => (
        <Card key={section} className="weblinks-admin__category">
          <Skeleton width="40%" height="22px" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} width="100%" height="54px" radius="10px" />
          ))}
        </Card>
      ))}
    </SkeletonGroup>
  );
}

/**
 * /{area}/weblinks: the location's web links by category (FAQ, tips, other), searchable and filtered by kind, each with
 * how often it was shared. With editing rights (the server's `weblink.edit` rule) links and categories are added,
 * edited and deleted here, deleting after a confirmation; without them the page only reads.
 */
export function WeblinksAdminPage() {
  const { t, i18n } = useWeblinksAdminTranslation();
  const { t: tLink } = useWeblinkTranslation();
  const categories = useWeblinkCategories();
  const refresh = useRefreshWeblinks();
  const canEdit = useCanEditWeblinks();
  const deleteLink = useDeleteWeblink();
  const deleteCategory = useDeleteWeblinkCategory();
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const all = useMemo(() => categories.data ?? [], [categories.data]);
  const nameOf = (category: WeblinkCategoryWithLinks) => categoryNameOf(category, i18n.language);
  const ofKind = all.filter((category) => kind === 'all' || category.kind === kind);
  const isFiltering = search.trim() !== '' || kind !== 'all';
  const shown = searchCategories(ofKind, search, nameOf);
  function confirmDeleteLink(link: Weblink) {
    void presentAlert({
      header: t('confirmDeleteLink.header'),
      message: t('confirmDeleteLink.message', { title: link.title }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('confirmDeleteLink.confirm'),
          role: 'destructive',
          handler: () => deleteLink.mutate(link._id, { onSuccess: () => showSuccess(t('toast.linkDeleted')) }),
        },
      ],
    });
  }

  function confirmDeleteCategory(category: WeblinkCategoryWithLinks) {
    const name = nameOf(category);
    // The server keeps a category that holds links: say so before asking.
    if (category.links.length > 0) {
      void presentAlert({
        header: t('categoryNotEmpty.header'),
        message: t('categoryNotEmpty.message', { name, count: category.links.length }),
        buttons: [{ text: t('common.ok'), role: 'cancel' }],
      });
      return;
    }
    void presentAlert({
      header: t('confirmDeleteCategory.header'),
      message: t('confirmDeleteCategory.message', { name }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('confirmDeleteCategory.confirm'),
          role: 'destructive',
          handler: () => deleteCategory.mutate(category._id, { onSuccess: () => showSuccess(t('toast.categoryDeleted')) }),
        },
      ],
    });
  }

  const firstCategory = (kind === 'all' ? all[0] : ofKind[0] ?? all[0])?._id ?? '';
  const addLinkButton = canEdit && (
    <IonButton onClick={() => setEditing({ kind: 'link', link: null, categoryId: firstCategory })} disabled={all.length === 0} aria-label={t('addLink')}>
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      <span className="weblinks-admin__add-text">{t('addLink')}</span>
    </IonButton>
  );
  const addCategoryButton = canEdit && (
    <IonButton fill="outline" onClick={() => setEditing({ kind: 'category', category: null })}>
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      {t('addCategory')}
    </IonButton>
  );

  let content;
  if (categories.isPending) {
    content = <ListSkeleton />;
  } else if (categories.isError) {
    content = (
      <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void categories.refetch()} />
    );
  } else if (all.length === 0) {
    content = (
      <EmptyState icon={linkOutline} title={t('empty.title')} role="status">
        <p>{canEdit ? t('empty.body') : t('empty.bodyReadOnly')}</p>
        {addCategoryButton}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <div className="weblinks-admin__filters">
          <SearchField
            className="weblinks-admin__search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={setSearch}
            onSubmit={() => undefined}
            maxLength={SEARCH_MAX_LENGTH}
          />
          <SegmentedControl
            semantics="pressed"
            label={t('kindFilter')}
            options={[{ value: 'all' as const, label: t('allKinds') }, ...WEBLINK_CATEGORY_KINDS.map((value) => ({ value, label: tLink(`kinds.${value}`) }))]}
            value={kind}
            onChange={setKind}
          />
        </div>
        {!canEdit && (
          <InfoNote icon={informationCircleOutline} role="note">{t('readOnly')}</InfoNote>
        )}
        {shown.length === 0 && isFiltering ? (
          <EmptyState icon={searchOutline} title={t('noMatches.title')} role="status">
            <p>{t('noMatches.body')}</p>
            <IonButton
              fill="outline"
              onClick={() => {
                setSearch('');
                setKind('all');
              }}
            >
              {t('noMatches.clear')}
            </IonButton>
          </EmptyState>
        ) : (
          <div className="weblinks-admin__categories">
            {shown.map((category) => {
              const full = all.find((candidate) => candidate._id === category._id) ?? category;
              return (
                <CategoryCard
                  key={category._id}
                  category={full}
                  links={category.links}
                  editing={
                    canEdit
                      ? {
                          onAddLink: () => setEditing({ kind: 'link', link: null, categoryId: category._id }),
                          onEdit: () => setEditing({ kind: 'category', category: full }),
                          onDelete: () => confirmDeleteCategory(full),
                          onEditLink: (link) => setEditing({ kind: 'link', link, categoryId: link.categoryId }),
                          onDeleteLink: confirmDeleteLink,
                        }
                      : undefined
                  }
                />
              );
            })}
          </div>
        )}
        {addCategoryButton && <div className="weblinks-admin__footer">{addCategoryButton}</div>}
      </>
    );
  }

  return (
    <AppPage
      title={t('title')}
      end={addLinkButton || undefined}
      fixed={
        <PullToRefresh onRefresh={refresh} spinner="dots" />
      }
    >
      <div className="weblinks-admin">{content}</div>
      {editing?.kind === 'link' && (
        <WeblinkModal
          key={editing.link?._id ?? `new-${editing.categoryId}`}
          link={editing.link}
          categories={all}
          categoryId={editing.categoryId}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'category' && <CategoryModal category={editing.category} onClose={() => setEditing(null)} />}
    </AppPage>
  );
}
