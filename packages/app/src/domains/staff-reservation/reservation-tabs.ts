import { staffReservationApi, type StaffReservationStatus } from '@stay/contract';

/**
 * The reservations screen's tabs, in order, each with the list endpoint it shows and the count of
 * `/reservation/status` it carries (the past has no count: it only grows).
 */
export const RESERVATION_TABS = ['arrivals', 'departures', 'in-house', 'upcoming', 'past'] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

export const DEFAULT_RESERVATION_TAB: ReservationTab = 'arrivals';

export const reservationTabEndpoint = {
  arrivals: staffReservationApi.checkIn,
  departures: staffReservationApi.checkOut,
  'in-house': staffReservationApi.onPremise,
  upcoming: staffReservationApi.upComing,
  past: staffReservationApi.passed,
} as const satisfies Record<ReservationTab, unknown>;

type StatusCount = keyof Omit<StaffReservationStatus, 'date' | 'timeZone'>;

const STATUS_COUNT: Record<ReservationTab, StatusCount | null> = {
  arrivals: 'checkIn',
  departures: 'checkOut',
  'in-house': 'onPremise',
  upcoming: 'upComing',
  past: null,
};

/** How many reservations a tab holds today, or null when the status does not count it (or is not loaded). */
export function tabCount(tab: ReservationTab, status: StaffReservationStatus | undefined): number | null {
  const key = STATUS_COUNT[tab];
  return key && status ? status[key] : null;
}

/** The tab a `tab` query parameter names; anything else is the default. */
export function parseReservationTab(value: string | null | undefined): ReservationTab {
  return (RESERVATION_TABS as readonly string[]).includes(value ?? '') ? (value as ReservationTab) : DEFAULT_RESERVATION_TAB;
}

/** The query parameters of the reservations screen (and of a booking opened from it, so the list beside it keeps them). */
export interface ReservationListState {
  tab: ReservationTab;
  /** The search as typed (trimmed); empty for none. */
  search: string;
}

export const RESERVATION_QUERY = { tab: 'tab', search: 'q' } as const;

export function readReservationListState(params: URLSearchParams): ReservationListState {
  return { tab: parseReservationTab(params.get(RESERVATION_QUERY.tab)), search: (params.get(RESERVATION_QUERY.search) ?? '').trim() };
}

/** The state as query parameters; the defaults are left out so the plain address stays plain. */
export function reservationListQuery(state: ReservationListState): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  if (state.tab !== DEFAULT_RESERVATION_TAB) query[RESERVATION_QUERY.tab] = state.tab;
  if (state.search) query[RESERVATION_QUERY.search] = state.search;
  return Object.keys(query).length > 0 ? query : undefined;
}
