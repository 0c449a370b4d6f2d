import { APP_VERSION, HEADER, type ReservationTimes } from '@stay/contract';

/**
 * The path of `guestReservationApi.current`, written out: reading it from the endpoint would build the contract's
 * reservation schemas, and the first view is drawn before them (a test holds the two equal).
 */
export const CURRENT_RESERVATION_PATH = '/api/guest/reservation/current';

/** The fields of the current reservation the guest home's first view shows. */
export interface FirstViewReservation extends ReservationTimes {
  nmbr: string;
  lateCheckout: boolean;
  accommodations: readonly { name: string }[];
  location: { name: string; timeZone: string };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isFirstViewReservation(value: unknown): value is FirstViewReservation {
  if (!isRecord(value) || !isRecord(value.location) || !Array.isArray(value.accommodations)) return false;
  return (
    typeof value.status === 'number' &&
    isText(value.nmbr) &&
    isText(value.startDateTime) &&
    isText(value.endDateTime) &&
    typeof value.lateCheckout === 'boolean' &&
    isText(value.location.name) &&
    isText(value.location.timeZone) &&
    value.accommodations.every((suite) => isRecord(suite) && isText(suite.name))
  );
}

/**
 * The guest's current reservation for the first view, with one plain request: null when there is none, undefined
 * when the answer cannot be used (an expired token, an error, an unexpected shape): the app then loads it itself.
 */
export async function fetchFirstViewReservation(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<FirstViewReservation | null | undefined> {
  try {
    const response = await fetchImpl(CURRENT_RESERVATION_PATH, {
      headers: { [HEADER.appVersion]: APP_VERSION, [HEADER.accessToken]: accessToken, accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (body === null) return null;
    return isFirstViewReservation(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
