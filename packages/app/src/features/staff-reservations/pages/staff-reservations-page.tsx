import { DEFAULT_TIME_ZONE } from '@stay/contract';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { SegmentedControl, segmentIds } from '@/components/ui/segmented-control';
import { useRefreshStaffReservations, useReservationStatus } from '@/domains/staff-reservation/hooks';
import { RESERVATION_TABS, readReservationListState, reservationListQuery, tabCount, type ReservationListState, type ReservationTab } from '@/domains/staff-reservation/reservation-tabs';
import { useFetchWholeReservationList } from '@/domains/staff-reservation/whole-list';
import { downloadCsv } from '@/lib/export/csv';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { ReservationList } from '../components/reservation-list';
import { ReservationSearch } from '../components/reservation-search';
import { useStaffReservationsTranslation } from '../i18n';
import { reservationsCsv } from '../reservations-csv';
import '../staff-reservations.css';

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;
const TABS_ID = 'reservation-tabs';

interface StaffReservationsPageProps {
  /** The reservation number of the booking open beside the list (wide screen), marked in the list. */
  selectedNmbr?: string;
}

/**
 * /{area}/reservations: today's arrivals and departures, who is in house, upcoming and past stays, each with its
 * count, searchable by guest, reservation number or suite. The tab and search live in the address (`tab`, `q`), so a
 * dashboard tile can open a tab and a booking opened from the list keeps it beside it.
 */
export function StaffReservationsPage({ selectedNmbr }: StaffReservationsPageProps) {
  const { t } = useStaffReservationsTranslation();
  const { pathname } = useLocation();
  const area = staffAreaOf(pathname);
  const [params, setParams] = useSearchParams();
  const state = readReservationListState(params);
  const [draft, setDraft] = useState(state.search);
  // The address can change the search too (back, a link without one): the field follows it, unless it already says
  // the same give or take the spaces being typed.
  const [searched, setSearched] = useState(state.search);
  if (searched !== state.search) {
    setSearched(state.search);
    if (draft.trim() !== state.search) setDraft(state.search);
  }
  const status = useReservationStatus();
  const refresh = useRefreshStaffReservations();
  const timeZone = status.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const fetchWholeList = useFetchWholeReservationList();

  /** The tab as shown, with its search, every page of it. */
  async function download() {
    const items = await fetchWholeList(state.tab, state.search);
    const texts = t('csv', { returnObjects: true });
    downloadCsv(`${texts.file}-${t(`reservations.tabs.${state.tab}`).toLowerCase()}`, status.data?.date ?? '', reservationsCsv(items, timeZone, texts));
  }

  function update(next: Partial<ReservationListState>) {
    const query = reservationListQuery({ ...state, ...next });
    setParams(new URLSearchParams(query), { replace: true });
  }
  const searchSoon = useDebouncedCallback(() => update({ search: draft.trim() }), SEARCH_DEBOUNCE_MS);
  const query = reservationListQuery(state);

  return (
    <AppPage
      title={t('reservations.title')}
      end={<CsvDownloadButton label={t('csv.download')} onDownload={download} />}
      fixed={
        <PullToRefresh onRefresh={refresh} spinner="dots" />
      }
    >
      <div className="staff-reservations">
        <ReservationSearch
          value={draft}
          onChange={(value) => {
            setDraft(value);
            searchSoon();
          }}
          onSubmit={() => update({ search: draft.trim() })}
        />
        <SegmentedControl
          semantics="tabs"
          idPrefix={TABS_ID}
          className="staff-reservations__tabs"
          label={t('reservations.tabsLabel')}
          options={RESERVATION_TABS.map((tab) => ({ value: tab, label: <TabLabel tab={tab} count={tabCount(tab, status.data)} /> }))}
          value={state.tab}
          onChange={(tab) => update({ tab })}
        />
        <div role="tabpanel" id={segmentIds(TABS_ID, state.tab).panel} aria-labelledby={segmentIds(TABS_ID, state.tab).tab}>
          <ReservationList
            tab={state.tab}
            search={state.search}
            timeZone={timeZone}
            hrefOf={(nmbr) => paths.staffBooking(area, nmbr, query)}
            selectedNmbr={selectedNmbr}
            onClearSearch={() => {
              setDraft('');
              update({ search: '' });
            }}
          />
        </div>
      </div>
    </AppPage>
  );
}

function TabLabel({ tab, count }: { tab: ReservationTab; count: number | null }) {
  const { t } = useStaffReservationsTranslation();
  return (
    <span className="staff-reservations__tab">
      <span>{t(`reservations.tabs.${tab}`)}</span>
      {count !== null && (
        <>
          <span className="staff-reservations__count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">, {t('reservations.tabCount', { count })}</span>
        </>
      )}
    </span>
  );
}
