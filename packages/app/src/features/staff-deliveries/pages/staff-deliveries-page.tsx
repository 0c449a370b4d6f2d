import { addCalendarDays, calendarDayIn, DEFAULT_TIME_ZONE, instantAt } from '@stay/contract';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useRefreshStaffDeliveries, useStaffDeliveryLiveUpdates } from '@/domains/staff-delivery/use-staff-deliveries';
import { useFetchWholeDeliveryDay } from '@/domains/staff-delivery/whole-day';
import { useReservationStatus } from '@/domains/staff-reservation/hooks';
import { downloadCsv } from '@/lib/export/csv';
import { staffAreaOf } from '@/lib/navigation/paths';
import { formatLongDay } from '@/lib/time/format';
import { DeliveryDayPicker } from '../components/delivery-day-picker';
import { DeliveryList, DeliveryListSkeleton } from '../components/delivery-list';
import { DELIVERY_GROUPINGS, type DeliveryGrouping } from '../delivery-groups';
import { deliveryDayOf, type DeliveryDayChoice } from '../delivery-day';
import { deliveriesCsv } from '../deliveries-csv';
import { useStaffDeliveriesTranslation } from '../i18n';
import '../staff-deliveries.css';

/**
 * /{area}/deliveries: what to deliver on a day (today, tomorrow or a picked day), per suite or per product, live.
 * The day and grouping live in the address (`day`: `tomorrow` or YYYY-MM-DD; `group=product`), so a link can open
 * them. "Today" is the location's (its zone from the reservation status), not the browser's.
 */
export function StaffDeliveriesPage() {
  const { t, i18n } = useStaffDeliveriesTranslation();
  const { pathname } = useLocation();
  const area = staffAreaOf(pathname);
  const [params, setParams] = useSearchParams();
  const status = useReservationStatus();
  const refresh = useRefreshStaffDeliveries();
  useStaffDeliveryLiveUpdates();
  const grouping: DeliveryGrouping = params.get('group') === 'product' ? 'product' : 'suite';

  // Until the location's day is known nothing is asked; if it cannot be known the park's default zone and clock serve.
  const timeZone = status.data?.timeZone ?? (status.isPending ? null : DEFAULT_TIME_ZONE);
  const today = timeZone ? (status.data?.date ?? calendarDayIn(new Date(), timeZone)) : null;
  const selected = timeZone && today ? deliveryDayOf(params.get('day'), today) : null;

  function update(next: { day?: string | null; group?: DeliveryGrouping }) {
    const query = new URLSearchParams(params);
    if (next.day !== undefined) {
      if (next.day === null) query.delete('day');
      else query.set('day', next.day);
    }
    if (next.group) {
      if (next.group === 'suite') query.delete('group');
      else query.set('group', next.group);
    }
    setParams(query, { replace: true });
  }

  function choose(choice: DeliveryDayChoice) {
    if (!today || !timeZone) return;
    if (choice === 'today') update({ day: null });
    else if (choice === 'tomorrow') update({ day: 'tomorrow' });
    // Picking starts from the day on show, so the field opens where the person already is.
    else update({ day: selected?.day ?? addCalendarDays(today, 1) });
  }

  const fetchWholeDay = useFetchWholeDeliveryDay();
  /** The day on show, every page of it. */
  async function download() {
    if (!selected || !timeZone) return;
    const items = await fetchWholeDay(selected.day, timeZone);
    const texts = t('csv', { returnObjects: true });
    downloadCsv(texts.file, selected.day, deliveriesCsv(items, timeZone, texts));
  }

  const dayLabel = selected && timeZone ? formatLongDay(instantAt(selected.day, '12:00', timeZone), timeZone, i18n.language) : '';

  return (
    <AppPage
      title={t('deliveries.title')}
      end={<CsvDownloadButton label={t('csv.download')} onDownload={download} isDisabled={!selected || !timeZone} />}
      fixed={
        <PullToRefresh onRefresh={() => Promise.all([refresh(), status.refetch()])} spinner="dots" />
      }
    >
      <div className="staff-deliveries">
        <div className="staff-deliveries__bar">
          {selected && <DeliveryDayPicker choice={selected.choice} day={selected.day} onChoose={choose} onPickDay={(day) => update({ day })} />}
          <SegmentedControl
            semantics="pressed"
            className="staff-deliveries__grouping"
            label={t('deliveries.groupLabel')}
            options={DELIVERY_GROUPINGS.map((value) => ({ value, label: t(`deliveries.groups.${value}`) }))}
            value={grouping}
            onChange={(group) => update({ group })}
          />
        </div>
        {selected && timeZone ? (
          <section className="staff-deliveries__day" aria-labelledby="staff-deliveries-heading">
            <h2 id="staff-deliveries-heading" className="staff-deliveries__heading">
              {t('deliveries.heading', { day: dayLabel })}
            </h2>
            <DeliveryList day={selected.day} dayLabel={dayLabel} timeZone={timeZone} grouping={grouping} area={area} />
          </section>
        ) : (
          <DeliveryListSkeleton />
        )}
      </div>
    </AppPage>
  );
}
