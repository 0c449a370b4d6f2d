import { IonIcon } from '@ionic/react';
import { COMPLAINT_KINDS, COMPLAINT_PRIORITIES, COMPLAINT_REVIEW_FILTERS, COMPLAINT_STATES, type ComplaintCounter, type ComplaintStateCount } from '@stay/contract';
import { closeCircle, optionsOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { workgroupIcon } from '@/domains/complaint/components/complaint-icons';
import { useComplaintTranslation } from '@/domains/complaint/complaint-i18n';
import { activeFilterCount, type ComplaintListFilters } from '@/domains/complaint/complaint-filters';
import { useComplaintCatalogue } from '@/domains/complaint/use-complaint';
import { useComplaintsTranslation } from '../i18n';
import { FilterChips } from './filter-chips';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

const SEARCH_MAX_LENGTH = 100;

interface ComplaintFilterBarProps {
  filters: ComplaintListFilters;
  /** What is typed in the search field (searched after a pause). */
  searchDraft: string;
  onSearchDraftChange(value: string): void;
  onSearchNow(): void;
  onChange(next: Partial<ComplaintListFilters>): void;
  onClear(): void;
  counter: ComplaintCounter | undefined;
  stateCounts: readonly ComplaintStateCount[] | undefined;
}

/**
 * The list's filters: the search, the counters as quick views (open, awaiting review, mine), the states with their
 * counts, and behind "Filters" review, priority, workgroup (with its icon) and kind.
 */
export function ComplaintFilterBar(props: ComplaintFilterBarProps) {
  const { filters, searchDraft, onSearchDraftChange, onSearchNow, onChange, onClear, counter, stateCounts } = props;
  const { t } = useComplaintsTranslation();
  const workgroupName = useWorkgroupName();
  const names = useComplaintTranslation().t;
  const { groups } = useComplaintCatalogue();
  const active = activeFilterCount(filters);
  const [isPanelOpen, setPanelOpen] = useState(active > 0);
  const panelId = useId();
  const countLabel = (count: number) => t('filters.count', { count });

  return (
    <div className="complaint-filters">
      <div className="complaint-filters__top">
        <SearchField
          className="complaint-filters__search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          value={searchDraft}
          onChange={onSearchDraftChange}
          onSubmit={onSearchNow}
        />
        <button
          type="button"
          className={`complaint-filters__toggle${active > 0 ? ' complaint-filters__toggle--active' : ''}`}
          aria-expanded={isPanelOpen}
          aria-controls={panelId}
          aria-label={active > 0 ? t('filters.moreActive', { count: active }) : t('filters.more')}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <IonIcon icon={optionsOutline} aria-hidden="true" />
          <span aria-hidden="true">{t('filters.more')}</span>
          {active > 0 && (
            <span className="complaint-filters__active" aria-hidden="true">
              {active}
            </span>
          )}
        </button>
      </div>

      <div className="complaint-counters" role="group" aria-label={t('counters.label')}>
        <CounterChip label={t('counters.open')} count={counter?.open} isOn={filters.open === true} onToggle={(isOn) => onChange({ open: isOn || undefined })} />
        <CounterChip
          label={t('counters.awaiting')}
          count={counter?.unapproved}
          isOn={filters.review === 'awaiting'}
          isUrgent={(counter?.unapproved ?? 0) > 0}
          onToggle={(isOn) => onChange({ review: isOn ? 'awaiting' : undefined })}
        />
        <CounterChip label={t('counters.mine')} count={counter?.mine} isOn={filters.mine === true} onToggle={(isOn) => onChange({ mine: isOn || undefined })} />
      </div>

      <FilterChips
        label={t('filters.state')}
        allLabel={t('filters.all')}
        options={COMPLAINT_STATES.map((state) => ({
          value: state,
          label: names(`states.${state}`),
          count: stateCounts?.find((entry) => entry.complaintstatetext === state)?.count,
        }))}
        countLabel={countLabel}
        value={filters.state}
        onChange={(state) => onChange({ state })}
      />

      {isPanelOpen && (
        <div className="complaint-filters__panel" id={panelId}>
          <FilterChips
            label={t('filters.review')}
            isLabelShown
            allLabel={t('filters.all')}
            options={COMPLAINT_REVIEW_FILTERS.map((review) => ({ value: review, label: names(`review.${review}`) }))}
            value={filters.review}
            onChange={(review) => onChange({ review })}
          />
          <FilterChips
            label={t('filters.priority')}
            isLabelShown
            allLabel={t('filters.all')}
            options={COMPLAINT_PRIORITIES.map((priority) => ({ value: priority, label: names(`priorities.${priority}`) }))}
            value={filters.priority}
            onChange={(priority) => onChange({ priority })}
          />
          {(groups.data?.length ?? 0) > 0 && (
            <FilterChips
              label={t('filters.group')}
              isLabelShown
              allLabel={t('filters.all')}
              options={(groups.data ?? []).map((group) => ({ value: group.workgroup, label: workgroupName(group.workgroup), icon: workgroupIcon(group.icon) }))}
              value={filters.workgroup}
              onChange={(workgroup) => onChange({ workgroup })}
            />
          )}
          <FilterChips
            label={t('filters.kind')}
            isLabelShown
            allLabel={t('filters.all')}
            options={COMPLAINT_KINDS.map((kind) => ({ value: kind, label: names(`kinds.${kind}`) }))}
            value={filters.kind}
            onChange={(kind) => onChange({ kind })}
          />
          {active > 0 && (
            <button type="button" className="complaint-filters__clear" onClick={onClear}>
              <IonIcon icon={closeCircle} aria-hidden="true" />
              {t('list.clearFilters')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface CounterChipProps {
  label: string;
  count: number | undefined;
  isOn: boolean;
  isUrgent?: boolean;
  onToggle(isOn: boolean): void;
}

/** A counter badge that is also a quick view: pressing it shows just those complaints. */
function CounterChip({ label, count, isOn, isUrgent, onToggle }: CounterChipProps) {
  return (
    <button
      type="button"
      className={`complaint-counter${isOn ? ' complaint-counter--on' : ''}${isUrgent ? ' complaint-counter--urgent' : ''}`}
      aria-pressed={isOn}
      onClick={() => onToggle(!isOn)}
    >
      <span className="complaint-counter__count">{count ?? '–'}</span>
      <span className="complaint-counter__label">{label}</span>
    </button>
  );
}
