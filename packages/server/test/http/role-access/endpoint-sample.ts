import type { StaffRole } from '@stay/contract';
import type { Caller, RoleAccessWorld } from './world';

/** The input of one call; whatever is left out comes from the schema fallback. */
export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A raw payload with its headers (a multipart upload) instead of a JSON body. */
  raw?: { payload: Buffer; headers: Record<string, string> };
  /** The credentials of an `apiKey` endpoint (`authorization`); the fuzz suite sends them, role access does not. */
  apiKeyHeaders?: Record<string, string>;
}

export interface EndpointSample {
  /** Builds the request for one caller; may first create what that caller needs (a chat they are a member of). */
  request?(world: RoleAccessWorld, caller: Caller): Promise<SampleRequest> | SampleRequest;
  /** The request addresses guest A's own resource: another guest must be refused and nothing may change. */
  ownedByGuest?: true;
  /** The GUEST call changes or ends the stay, so it is made by a guest with a fresh stay of their own. */
  freshGuest?: true;
  /** The call ends the session, so it is made with another session of the caller's account. */
  freshSession?: true;
  /** Required of every staff endpoint: how staff of another location, in workgroups of the same names, fare. */
  otherLocation?: OtherLocationAccess;
  /** A staff endpoint only these staff roles may call: the other staff roles are refused with 403. */
  staffRoles?: readonly StaffRole[];
}

/**
 * `refused`: the call addresses a resource of the first location; replayed by staff of another location it is
 * refused (403/404) and changes nothing. `reads`: they are served, and the answer names none of the first location's
 * data nor changes when that location gets new chats. `acts`: they are served acting on their own data, and the
 * answer names none of the first location's data.
 */
export type OtherLocationAccess = 'refused' | 'reads' | 'acts';

/**
 * A module's samples (`test/modules/<module>/endpoint-samples.ts`, exported as ENDPOINT_SAMPLES): valid input for
 * every endpoint whose schemas alone cannot produce it, and the endpoints that address a guest's own resource. Keyed
 * by the contract's `group.key` names; a new endpoint needs an entry unless its input is optional or plain, and every
 * staff endpoint needs one saying how staff of another location fare.
 */
export type EndpointSamples = Record<string, EndpointSample>;

let serial = 0;

/** A number no other sample has used in this test run (ids, emails, product keys). */
export function nextSerial(): number {
  serial += 1;
  return serial;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${nextSerial()}@test.stay`;

/** The JSON of a set-up call's 200 answer; any other answer fails the sample. */
export async function answered<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`Setting up a sample failed: ${done.statusCode} ${done.body}`);
  return done.json() as T;
}
