import { describe, expect, it } from 'vitest';
import { statusWith } from '@/test/staff-reservation-fixtures';
import { parseReservationTab, readReservationListState, reservationListQuery, reservationTabEndpoint, tabCount } from './reservation-tabs';

describe('reservation tabs', () => {
  it('map each tab to its list endpoint', () => {
    expect(Object.fromEntries(Object.entries(reservationTabEndpoint).map(([tab, endpoint]) => [tab, endpoint.path]))).toEqual({
      arrivals: '/api/employee/reservation/check-in',
      departures: '/api/employee/reservation/check-out',
      'in-house': '/api/employee/reservation/on-premise',
      upcoming: '/api/employee/reservation/up-coming',
      past: '/api/employee/reservation/passed',
    });
  });

  it('count each tab from the status, the past not at all', () => {
    const status = statusWith({ checkIn: 3, checkOut: 2, onPremise: 7, upComing: 41 });
    expect(['arrivals', 'departures', 'in-house', 'upcoming', 'past'].map((tab) => tabCount(parseReservationTab(tab), status))).toEqual([3, 2, 7, 41, null]);
    expect(tabCount('arrivals', undefined)).toBeNull();
  });

  it('read the tab and search from the address, falling back to arrivals', () => {
    expect(readReservationListState(new URLSearchParams('tab=past&q=%20Jansen%20'))).toEqual({ tab: 'past', search: 'Jansen' });
    expect(readReservationListState(new URLSearchParams('tab=everything'))).toEqual({ tab: 'arrivals', search: '' });
  });

  it('write only what differs from the defaults', () => {
    expect(reservationListQuery({ tab: 'arrivals', search: '' })).toBeUndefined();
    expect(reservationListQuery({ tab: 'in-house', search: '' })).toEqual({ tab: 'in-house' });
    expect(reservationListQuery({ tab: 'arrivals', search: '1001' })).toEqual({ q: '1001' });
  });
});
