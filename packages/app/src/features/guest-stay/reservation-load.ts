import { isPast, isWaitScreenForced, type Reservation } from '@stay/contract';
import { HttpError, NETWORK_FAILURE_STATUS } from '@/lib/http/http-error';
import { paths } from '@/lib/navigation/paths';


/**
 * What entering the guest area does with the answer of GET /api/guest/reservation/current:
 * - `stay`: the guest may use the guest area;
 * - `logout`: HTTP 401, log out and go to /login;
 * - `ignore`: offline (status 0 or 504): the client has already shown the offline page;
 * - `redirect`: a failed load (activate again), no or a waiting reservation (wait screen).
 * A guest without a guide stays too: guide selection is offered on the home, never forced before the suite.
 */
export type ReservationLoadDecision =
  | { kind: 'pending' }
  | { kind: 'stay' }
  | { kind: 'logout' }
  | { kind: 'ignore' }
  | { kind: 'redirect'; to: string; reason: 'load-failed' | 'no-reservation' | 'wait' };

const GATEWAY_TIMEOUT = 504;
const UNAUTHENTICATED = 401;

export type ReservationLoadResult =
  | { status: 'pending' }
  | { status: 'success'; reservation: Reservation | null }
  | { status: 'error'; error: unknown };

export interface ReservationLoadOptions {
  /** The screen stays readable after the stay (the chat: lost property, invoices); the wait screen links to it. */
  isOpenAfterStay?: boolean;
}

export function decideReservationLoad(result: ReservationLoadResult, now: Date, options: ReservationLoadOptions = {}): ReservationLoadDecision {
  if (result.status === 'pending') return { kind: 'pending' };
  if (result.status === 'error') {
    const status = result.error instanceof HttpError ? result.error.status : undefined;
    if (status === UNAUTHENTICATED) return { kind: 'logout' };
    if (status === NETWORK_FAILURE_STATUS || status === GATEWAY_TIMEOUT) return { kind: 'ignore' };
    return { kind: 'redirect', to: paths.activateReservationAgain, reason: 'load-failed' };
  }
  const { reservation } = result;
  if (reservation === null) return { kind: 'redirect', to: paths.waitScreen, reason: 'no-reservation' };
  const timeZone = reservation.location.timeZone;
  if (options.isOpenAfterStay && isPast(reservation, now, timeZone)) return { kind: 'stay' };
  if (isWaitScreenForced(reservation, now, timeZone)) {
    return { kind: 'redirect', to: paths.waitScreen, reason: 'wait' };
  }
  return { kind: 'stay' };
}
