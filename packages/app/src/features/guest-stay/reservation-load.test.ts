import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/http-error';
import { arrivingIn, reservationWith } from '@/test/stay-fixtures';
import { decideReservationLoad } from './reservation-load';

const now = new Date();
const failed = (status: number, code = 'X') => ({ status: 'error' as const, error: new HttpError(status, code, code, true) });

describe('reservation load decisions', () => {
  it('waits while loading', () => {
    expect(decideReservationLoad({ status: 'pending' }, now)).toEqual({ kind: 'pending' });
  });

  it('logs out on 401', () => {
    expect(decideReservationLoad(failed(401, 'SESSION_ENDED'), now)).toEqual({ kind: 'logout' });
  });

  it.each([0, 504])('ignores status %i (offline: the client shows the offline page)', (status) => {
    expect(decideReservationLoad(failed(status, 'OFFLINE'), now)).toEqual({ kind: 'ignore' });
  });

  it.each([
    [404, 'RESERVATION_NOT_FOUND'],
    [500, 'HTTP_500'],
    [410, 'RESERVATION_ENDED'],
    [200, 'INVALID_RESPONSE'],
  ])('sends any other error (%i %s) to activation with reservationEnded=true', (status, code) => {
    expect(decideReservationLoad(failed(status, code), now)).toEqual({
      kind: 'redirect',
      to: '/activate-reservation?reservationEnded=true',
      reason: 'load-failed',
    });
  });

  it('treats an error that is not an HTTP failure as a failed load', () => {
    expect(decideReservationLoad({ status: 'error', error: new Error('boom') }, now)).toMatchObject({ reason: 'load-failed' });
  });

  it('sends a guest without a current reservation to the wait screen', () => {
    expect(decideReservationLoad({ status: 'success', reservation: null }, now)).toEqual({
      kind: 'redirect',
      to: '/wait-screen',
      reason: 'no-reservation',
    });
  });

  it.each([
    ['in countdown', arrivingIn(12)],
    ['provisional', reservationWith({ status: 10 })],
    [
      'past',
      reservationWith({
        startDateTime: new Date(now.getTime() - 10 * 86_400_000).toISOString(),
        endDateTime: new Date(now.getTime() - 5 * 86_400_000).toISOString(),
      }),
    ],
  ])('sends a reservation %s to the wait screen', (_, reservation) => {
    expect(decideReservationLoad({ status: 'success', reservation }, now)).toEqual({ kind: 'redirect', to: '/wait-screen', reason: 'wait' });
  });

  it('sends a waiting guest without a guide to the wait screen', () => {
    expect(decideReservationLoad({ status: 'success', reservation: arrivingIn(12) }, now)).toMatchObject({ to: '/wait-screen' });
  });

  it('lets a current guest without a guide stay: guide selection is offered, never forced', () => {
    const reservation = reservationWith({ guide: null, guideSelectionTimestamp: null });
    expect(decideReservationLoad({ status: 'success', reservation }, now)).toEqual({ kind: 'stay' });
  });

  it('lets a current guest with a guide stay, also a departed one until the stay is past', () => {
    expect(decideReservationLoad({ status: 'success', reservation: reservationWith() }, now)).toEqual({ kind: 'stay' });
    const departedYesterday = reservationWith({
      startDateTime: new Date(now.getTime() - 5 * 86_400_000).toISOString(),
      endDateTime: new Date(now.getTime() - 20 * 3_600_000).toISOString(),
    });
    expect(decideReservationLoad({ status: 'success', reservation: departedYesterday }, now)).toEqual({ kind: 'stay' });
  });

  it('keeps a past guest on a screen that stays open after the stay (the chat), and only there', () => {
    const past = reservationWith({
      startDateTime: new Date(now.getTime() - 10 * 86_400_000).toISOString(),
      endDateTime: new Date(now.getTime() - 5 * 86_400_000).toISOString(),
    });
    expect(decideReservationLoad({ status: 'success', reservation: past }, now, { isOpenAfterStay: true })).toEqual({ kind: 'stay' });
    expect(decideReservationLoad({ status: 'success', reservation: arrivingIn(12) }, now, { isOpenAfterStay: true })).toMatchObject({ to: '/wait-screen' });
    expect(decideReservationLoad({ status: 'success', reservation: past }, now)).toMatchObject({ to: '/wait-screen' });
  });
});
