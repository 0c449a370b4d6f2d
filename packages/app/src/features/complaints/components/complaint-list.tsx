import { IonButton } from '@ionic/react';
import { fileTrayOutline, searchOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { InfiniteScrollMore } from '@/components/infinite-scroll-more';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { hasAnyFilter, type ComplaintListFilters } from '@/domains/complaint/complaint-filters';
import { useComplaintCatalogue } from '@/domains/complaint/use-complaint';
import { useComplaintList } from '@/domains/complaint/use-complaint-list';
import { createChatFormat } from '@/lib/time/format';
import { useComplaintsTranslation } from '../i18n';
import { ComplaintRow } from './complaint-row';

interface ComplaintListProps {
  filters: ComplaintListFilters;
  hrefOf(nmbr: number): string;
  /** The complaint open beside the list, if any. */
  selectedNmbr?: number;
  onClearFilters(): void;
}

export function ComplaintListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useComplaintsTranslation();
  return (
    <SkeletonGroup as="ul" className="row-list" label={t('list.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="row-list__row row-list__row--skeleton">
          <Skeleton width="60%" height="18px" />
          <Skeleton width="75%" />
          <Skeleton width="50%" />
        </li>
      ))}
    </SkeletonGroup>
  );
}

/**
 * The filtered complaints, newest first: a skeleton while the first page loads, more pages as the person scrolls,
 * and what to do when there are none (or none match) or the list could not be loaded.
 */
export function ComplaintList({ filters, hrefOf, selectedNmbr, onClearFilters }: ComplaintListProps) {
  const { t, i18n } = useComplaintsTranslation();
  const list = useComplaintList(filters);
  const { groups } = useComplaintCatalogue();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);

  if (list.isPending) return <ComplaintListSkeleton />;
  if (list.isError && list.complaints.length === 0) {
    return (
      <LoadFailed title={t('list.errorTitle')} body={t('list.errorBody')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
    );
  }
  if (list.complaints.length === 0) {
    return hasAnyFilter(filters) ? (
      <EmptyState icon={searchOutline} title={t('list.noMatchesTitle')} role="status">
        <p>{t('list.noMatchesBody')}</p>
        <IonButton fill="outline" onClick={onClearFilters}>
          {t('list.clearFilters')}
        </IonButton>
      </EmptyState>
    ) : (
      <EmptyState icon={fileTrayOutline} title={t('list.emptyTitle')} role="status">
        <p>{t('list.emptyBody')}</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="row-list" aria-label={t('list.label')}>
        {list.complaints.map((complaint) => (
          <ComplaintRow
            key={complaint.nmbr}
            complaint={complaint}
            href={hrefOf(complaint.nmbr)}
            format={format}
            groups={groups.data ?? []}
            isSelected={complaint.nmbr === selectedNmbr}
            replaceOnOpen={selectedNmbr !== undefined}
          />
        ))}
      </ul>
      <InfiniteScrollMore hasMore={list.hasNextPage} onMore={() => list.fetchNextPage()} loadingText={t('list.loadingMore')} />
    </>
  );
}
