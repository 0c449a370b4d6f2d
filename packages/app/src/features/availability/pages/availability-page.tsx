import { IonButton, IonIcon } from '@ionic/react';
import { addCalendarDays, calendarDayIn, isSupportRole, type AvailabilitySlot } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { addOutline, calendarOutline, chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { availabilityKeys, MY_AVAILABILITY, type AvailabilityOwner } from '@/domains/availability/queries';
import { useAvailability } from '@/domains/availability/use-availability';
import { useColleagues } from '@/domains/availability/use-colleagues';
import { useLocationTimeZone } from '@/domains/availability/use-location-time-zone';
import { complaintKeys } from '@/domains/complaint/complaint-keys';
import { useNow } from '@/lib/hooks/use-now';
import { useSession } from '@/lib/session/use-session';
import { fullName } from '@/lib/text/names';
import { ExceptionList } from '../components/exception-list';
import { SlotModal } from '../components/slot-modal';
import { WeekView } from '../components/week-view';
import { exceptionWhen, weekRangeLabel, weekdayName } from '../format';
import { useAvailabilityTranslation } from '../i18n';
import { formOfSlot, newSlotForm, type SlotForm } from '../slot-form';
import { currentExceptions, daysOfWeek, isDay, keepsWeeklyHours, mondayOf } from '../week';
import '../availability.css';

/** `week` (any day of it, YYYY-MM-DD) and `employee` (a colleague, support and management) live in the address. */
const WEEK_PARAM = 'week';
const EMPLOYEE_PARAM = 'employee';
const CLOCK_TICK_MS = 60_000;

type Editing = { slot: AvailabilitySlot | null; form: SlotForm };

function WeekSkeleton() {
  const { t } = useAvailabilityTranslation();
  return (
    <SkeletonGroup as="ul" className="availability-week availability-week--skeleton" label={t('loading')}>
      {Array.from({ length: 7 }, (_, index) => (
        <li key={index} className="availability-day">
          <Skeleton width="60%" height="18px" />
          <Skeleton width="90%" height="44px" radius="10px" />
        </li>
      ))}
    </SkeletonGroup>
  );
}

/**
 * /{area}/availability: the staff member's availability as a week (the location's calendar and clock): weekly hours
 * and exceptions such as leave, to add, edit and delete. Week by week with previous / this / next; the exceptions
 * that have not ended are listed below whatever the week. Support and management may pick a colleague (anyone on the
 * staff of their location) and keep theirs.
 */
export function AvailabilityPage() {
  const { t, i18n } = useAvailabilityTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const now = useNow(CLOCK_TICK_MS);
  const colleagueSelectId = useId();
  const role = session?.auth.role;
  const me = session?.auth.employee;
  const canViewColleagues = !!role && isSupportRole(role);
  const colleagues = useColleagues({ enabled: canViewColleagues });
  const requested = canViewColleagues ? params.get(EMPLOYEE_PARAM) : null;
  const owner: AvailabilityOwner = requested && requested !== me?._id ? { kind: 'colleague', employee: requested } : MY_AVAILABILITY;
  const colleague = owner.kind === 'colleague' ? colleagues.data?.find((candidate) => candidate._id === owner.employee) : undefined;
  const zone = useLocationTimeZone();
  const { timeZone } = zone;
  const slots = useAvailability(owner);
  const [editing, setEditing] = useState<Editing | null>(null);

  const today = calendarDayIn(now, timeZone);
  const weekParam = params.get(WEEK_PARAM);
  const monday = mondayOf(isDay(weekParam) ? weekParam : today);
  const days = daysOfWeek(monday);
  const isThisWeek = monday === mondayOf(today);
  const weekLabel = weekRangeLabel(monday, timeZone, i18n.language);
  const list = slots.data ?? [];
  const exceptions = useMemo(() => currentExceptions(slots.data ?? [], now), [slots.data, now]);
  const keepsWeekly = keepsWeeklyHours(list);
  // A colleague's name is in the picker right below; the toolbar keeps a title that fits a phone.
  const title = owner.kind === 'me' ? t('title') : t('titleGeneric');

  function setParam(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  }

  const showWeek = (day: string | null) => setParam(WEEK_PARAM, day);
  const openNew = () => setEditing({ slot: null, form: newSlotForm(days.includes(today) ? today : monday) });
  const openSlot = (slot: AvailabilitySlot) => setEditing({ slot, form: formOfSlot(slot, timeZone) });
  const describe = (slot: AvailabilitySlot) =>
    `${t(`kind.${slot.kind}`)} · ${
      slot.repeat === 'weekly'
        ? t('weekly.when', { weekday: weekdayName(slot.weekday ?? 1, i18n.language), from: slot.from ?? '', till: slot.till ?? '' })
        : exceptionWhen(slot, timeZone, i18n.language)
    }`;

  const emptyTitle =
    owner.kind === 'me' ? t('empty.title') : colleague ? t('empty.titleOf', { name: fullName(colleague) }) : t('empty.titleColleague');
  const isLoading = slots.isPending || zone.isPending;
  const addButton = (
    <IonButton onClick={openNew} disabled={isLoading || slots.isError} aria-label={t('add')}>
      <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
      <span className="availability-add__text">{t('add')}</span>
    </IonButton>
  );

  let content;
  if (isLoading) {
    content = <WeekSkeleton />;
  } else if (slots.isError) {
    content = (
      <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void slots.refetch()} />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState icon={calendarOutline} title={emptyTitle} role="status">
        <p>{t('empty.body')}</p>
        <IonButton onClick={openNew}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('add')}
        </IonButton>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <nav className="availability-weeknav" aria-label={t('week.navigation')}>
          <IonButton fill="clear" size="small" onClick={() => showWeek(addCalendarDays(monday, -7))} aria-label={t('week.previous')}>
            <IonIcon slot="icon-only" icon={chevronBackOutline} aria-hidden="true" />
          </IonButton>
          <h2 className="availability-weeknav__label" aria-live="polite" aria-label={t('week.label', { range: weekLabel })}>
            {weekLabel}
          </h2>
          <IonButton fill="clear" size="small" onClick={() => showWeek(addCalendarDays(monday, 7))} aria-label={t('week.next')}>
            <IonIcon slot="icon-only" icon={chevronForwardOutline} aria-hidden="true" />
          </IonButton>
          <IonButton fill="outline" size="small" disabled={isThisWeek} onClick={() => showWeek(null)} className="availability-weeknav__today">
            {t('week.thisWeek')}
          </IonButton>
        </nav>
        <p className="availability-muted availability-rule">{t(keepsWeekly ? 'rule.weekly' : 'rule.open')}</p>
        <WeekView days={days} today={today} slots={list} timeZone={timeZone} keepsWeeklyHours={keepsWeekly} onEdit={openSlot} />
        <ExceptionList exceptions={exceptions} timeZone={timeZone} onEdit={openSlot} />
      </>
    );
  }

  return (
    <AppPage
      title={title}
      end={addButton}
      fixed={
        <PullToRefresh
          spinner="dots"
          onRefresh={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
              queryClient.invalidateQueries({ queryKey: complaintKeys.staffMembers }),
            ])
          }
        />
      }
    >
      <div className="availability">
        {canViewColleagues && (
          <div className="availability-colleague">
            <label htmlFor={colleagueSelectId}>{t('colleague.label')}</label>
            <select
              id={colleagueSelectId}
              value={owner.kind === 'me' ? '' : owner.employee}
              onChange={(event) => {
                setEditing(null);
                setParam(EMPLOYEE_PARAM, event.target.value || null);
              }}
            >
              <option value="">{t('colleague.me', { name: fullName(me) })}</option>
              {owner.kind === 'colleague' && !colleague && <option value={owner.employee}>{t('titleGeneric')}</option>}
              {(colleagues.data ?? [])
                .filter((candidate) => candidate._id !== me?._id)
                .map((candidate) => (
                  <option key={candidate._id} value={candidate._id}>
                    {candidate.workgroup ? t('colleague.withWorkgroup', { name: fullName(candidate), workgroup: candidate.workgroup }) : fullName(candidate)}
                  </option>
                ))}
            </select>
            {colleagues.isError && <p className="availability-muted">{t('colleague.loadFailed')}</p>}
          </div>
        )}
        {content}
      </div>
      {editing && (
        <SlotModal
          key={`${owner.kind === 'me' ? 'me' : owner.employee}-${editing.slot?.nmbr ?? 'new'}`}
          initial={editing.form}
          slot={editing.slot}
          owner={owner}
          timeZone={timeZone}
          describe={describe}
          keepsWeeklyHours={keepsWeekly}
          onClose={() => setEditing(null)}
        />
      )}
    </AppPage>
  );
}
