import { guestReservationApi } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { CURRENT_RESERVATION_PATH, fetchFirstViewReservation } from './first-view-reservation';

const RESERVATION = {
  nmbr: 'DZ-1',
  status: 30,
  startDateTime: '2026-11-28T14:00:00.000Z',
  endDateTime: '2026-12-03T09:00:00.000Z',
  lateCheckout: false,
  accommodations: [{ _id: 's1', name: 'Suite Zeezicht 12' }],
  location: { _id: 'l1', name: 'Parc Duinzicht', timeZone: 'Europe/Amsterdam' },
};

const answering = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status });

describe('the first view reservation', () => {
  it('asks the path of the current reservation endpoint, with the access token', async () => {
    expect(CURRENT_RESERVATION_PATH).toBe(guestReservationApi.current.path);
    let headers: Headers | undefined;
    await fetchFirstViewReservation('token-1', async (_input, init) => {
      headers = new Headers(init?.headers);
      return new Response('null');
    });
    expect(headers?.get('accesstoken')).toBe('token-1');
  });

  it('answers the reservation, null when there is none', async () => {
    expect(await fetchFirstViewReservation('t', answering(200, RESERVATION))).toEqual(RESERVATION);
    expect(await fetchFirstViewReservation('t', answering(200, null))).toBeNull();
  });

  it('answers undefined for a refusal, a failure or an unexpected shape (the app then loads it itself)', async () => {
    expect(await fetchFirstViewReservation('t', answering(401, { code: 'UNAUTHORIZED' }))).toBeUndefined();
    expect(await fetchFirstViewReservation('t', answering(200, { ...RESERVATION, location: null }))).toBeUndefined();
    expect(await fetchFirstViewReservation('t', () => Promise.reject(new TypeError('offline')))).toBeUndefined();
  });
});
