import {
  COMPLAINT_KINDS,
  COMPLAINT_PRIORITIES,
  COMPLAINT_REVIEW_FILTERS,
  COMPLAINT_STATES,
  type ComplaintKind,
  type ComplaintListQuery,
  type ComplaintPriority,
  type ComplaintReviewFilter,
  type ComplaintState,
} from '@stay/contract';

/** What a complaint list is narrowed to (every field optional; together they combine). */
export interface ComplaintListFilters {
  state?: ComplaintState;
  priority?: ComplaintPriority;
  kind?: ComplaintKind;
  workgroup?: string;
  review?: ComplaintReviewFilter;
  /** Only those not resolved. */
  open?: boolean;
  /** Only those the caller handles. */
  mine?: boolean;
  /** The reservation's _id or booking number. */
  reservation?: string;
  search?: string;
}

/** The list call's query for the filters (the cursor and page size are the caller's). */
export function listQueryOf(filters: ComplaintListFilters): Omit<ComplaintListQuery, 'limit' | 'cursor'> {
  const search = filters.search?.trim();
  return {
    open: filters.open === true,
    mine: filters.mine === true,
    complaintstatetext: filters.state,
    complaintpriority: filters.priority,
    kind: filters.kind,
    workgroup: filters.workgroup,
    review: filters.review,
    reservation: filters.reservation,
    search: search ? search : undefined,
  };
}

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null): Value | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as Value) : undefined;

/** The URL's query names of the list screen's filters. */
export const FILTER_PARAMS = {
  state: 'state',
  priority: 'priority',
  kind: 'kind',
  workgroup: 'group',
  review: 'review',
  open: 'open',
  mine: 'mine',
  search: 'q',
} as const;

const FLAG_ON = '1';

/** The filters a list screen's address carries (`?state=New&review=awaiting&q=…`); unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): ComplaintListFilters {
  const workgroup = params.get(FILTER_PARAMS.workgroup)?.trim();
  const search = params.get(FILTER_PARAMS.search)?.trim();
  return {
    state: oneOf(COMPLAINT_STATES, params.get(FILTER_PARAMS.state)),
    priority: oneOf(COMPLAINT_PRIORITIES, params.get(FILTER_PARAMS.priority)),
    kind: oneOf(COMPLAINT_KINDS, params.get(FILTER_PARAMS.kind)),
    workgroup: workgroup ? workgroup : undefined,
    review: oneOf(COMPLAINT_REVIEW_FILTERS, params.get(FILTER_PARAMS.review)),
    open: params.get(FILTER_PARAMS.open) === FLAG_ON ? true : undefined,
    mine: params.get(FILTER_PARAMS.mine) === FLAG_ON ? true : undefined,
    search: search ? search : undefined,
  };
}

/** The filters as the list screen's query (only those set), for links that keep them. */
export function paramsOfFilters(filters: ComplaintListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, name] of Object.entries(FILTER_PARAMS) as [keyof typeof FILTER_PARAMS, string][]) {
    const value = filters[field];
    if (value === true) query[name] = FLAG_ON;
    else if (typeof value === 'string' && value) query[name] = value;
  }
  return query;
}

/** How many of the filters behind "Filters" are set (priority, kind, workgroup, review). */
export const activeFilterCount = (filters: ComplaintListFilters): number =>
  [filters.priority, filters.kind, filters.workgroup, filters.review].filter(Boolean).length;

/** Whether anything narrows the list (the search included). */
export const hasAnyFilter = (filters: ComplaintListFilters): boolean =>
  Object.values(paramsOfFilters(filters)).length > 0 || Boolean(filters.reservation);
