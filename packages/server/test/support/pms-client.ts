import type { PmsReservation, PmsReservationBodyInput, PmsReservationPage, PmsReservationWrite } from '@stay/contract';

/** An answer of the sync API: its status and JSON body. */
export interface PmsAnswer<T> {
  status: number;
  body: T;
}

/**
 * Plays a property-management system: calls the reservation sync API over HTTP, as a PMS would, with its API key in
 * `Authorization: Bearer`. `base` is the listening server's address (e.g. http://127.0.0.1:18410).
 */
export function createPmsClient(base: string, apiKey: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<PmsAnswer<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  const at = (externalId: string) => `/api/pms/reservation/${encodeURIComponent(externalId)}`;
  return {
    /** Creates or updates; sending the same again answers `unchanged`. */
    send: (externalId: string, reservation: PmsReservationBodyInput) => call<PmsReservationWrite>('POST', at(externalId), reservation),
    cancel: (externalId: string) => call<PmsReservationWrite>('POST', `${at(externalId)}/cancel`),
    get: (externalId: string) => call<PmsReservation>('GET', at(externalId)),
    list: (query: { after?: string; limit?: number } = {}) =>
      call<PmsReservationPage>('GET', `/api/pms/reservation?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`),
  };
}

export type PmsClient = ReturnType<typeof createPmsClient>;
