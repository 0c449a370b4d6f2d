import { IonButton, IonIcon } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type Complaint } from '@stay/contract';
import { addOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { filtersFromParams, paramsOfFilters, type ComplaintListFilters } from '@/domains/complaint/complaint-filters';
import { complaintKeys } from '@/domains/complaint/complaint-keys';
import { useComplaintStateCounts } from '@/domains/complaint/use-complaint';
import { useComplaintCounter } from '@/domains/complaint/use-complaint-counter';
import { useComplaintLiveUpdates } from '@/domains/complaint/use-complaint-live';
import { useComplaintTranslation } from '@/domains/complaint/complaint-i18n';
import { useFetchWholeComplaintList } from '@/domains/complaint/whole-list';
import { useReservationStatus } from '@/domains/staff-reservation/hooks';
import { downloadCsv } from '@/lib/export/csv';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { ComplaintFilterBar } from '../components/complaint-filter-bar';
import { ComplaintList } from '../components/complaint-list';
import { complaintsCsv } from '../complaints-csv';
import { useComplaintsTranslation } from '../i18n';
import '../complaints.css';

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ComplaintsPageProps {
  /** The complaint open beside the list (wide screen), marked in the list. */
  selectedNmbr?: number;
}

/**
 * /{area}/complaints: the location's complaints, newest first, live. Filters and search live in the address
 * (`state`, `review`, `priority`, `group`, `kind`, `open`, `mine`, `q`), so a complaint opened from the list keeps
 * them beside it and going back returns to the same view.
 */
export function ComplaintsPage({ selectedNmbr }: ComplaintsPageProps) {
  const { t } = useComplaintsTranslation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const area = staffAreaOf(pathname);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [searchDraft, setSearchDraft] = useState(filters.search ?? '');
  const counter = useComplaintCounter();
  const stateCounts = useComplaintStateCounts();
  useComplaintLiveUpdates();
  const { t: tComplaint } = useComplaintTranslation();
  const status = useReservationStatus();
  const fetchWholeList = useFetchWholeComplaintList();

  /** The complaints the filters select, every page of them. */
  async function download() {
    const items = await fetchWholeList(filters);
    const texts = t('csv', { returnObjects: true });
    const words = {
      state: (state: Complaint['complaintstatetext']) => tComplaint(`states.${state}`),
      priority: (priority: Complaint['complaintpriority']) => tComplaint(`priorities.${priority}`),
      kind: (kind: Complaint['kind']) => tComplaint(`kinds.${kind}`),
    };
    downloadCsv(texts.file, status.data?.date ?? '', complaintsCsv(items, status.data?.timeZone ?? DEFAULT_TIME_ZONE, texts, words));
  }

  function update(next: Partial<ComplaintListFilters>) {
    setParams(new URLSearchParams(paramsOfFilters({ ...filters, ...next })), { replace: true });
  }
  const searchSoon = useDebouncedCallback(() => update({ search: searchDraft.trim() || undefined }), SEARCH_DEBOUNCE_MS);
  const listQuery = paramsOfFilters(filters);

  function clearFilters() {
    setSearchDraft('');
    setParams(new URLSearchParams(), { replace: true });
  }

  return (
    <AppPage
      title={t('list.title')}
      end={
        <>
          <CsvDownloadButton label={t('csv.download')} onDownload={download} />
          <IonButton routerLink={paths.fileComplaint()} aria-label={t('list.fileComplaint')} title={t('list.fileComplaint')}>
            <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
          </IonButton>
        </>
      }
      fixed={
        <PullToRefresh
          spinner="dots"
          onRefresh={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: complaintKeys.lists }),
              queryClient.invalidateQueries({ queryKey: complaintKeys.counter }),
              queryClient.invalidateQueries({ queryKey: complaintKeys.groupedStates }),
            ])
          }
        />
      }
    >
      <div className="complaints">
        <ComplaintFilterBar
          filters={filters}
          searchDraft={searchDraft}
          onSearchDraftChange={(value) => {
            setSearchDraft(value);
            searchSoon();
          }}
          onSearchNow={() => update({ search: searchDraft.trim() || undefined })}
          onChange={update}
          onClear={clearFilters}
          counter={counter.data}
          stateCounts={stateCounts.data}
        />
        <ComplaintList
          filters={filters}
          hrefOf={(nmbr) => paths.staffComplaint(area, nmbr, listQuery)}
          selectedNmbr={selectedNmbr}
          onClearFilters={clearFilters}
        />
      </div>
    </AppPage>
  );
}
