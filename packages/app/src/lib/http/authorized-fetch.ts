import { APP_VERSION, HEADER, authApi, errorBodySchema } from '@stay/contract';
import { CLIENT_ERROR_CODE, HttpError, NETWORK_FAILURE_STATUS } from './http-error';
import type { HttpClient } from './http-client';
import type { SessionStore } from '@/lib/session/session-store';

/** What a raw request needs: the tokens, and the HTTP client to renew them. */
export interface AuthorizedFetchDeps {
  session: Pick<SessionStore, 'tokens'>;
  http: HttpClient;
  fetch?: typeof fetch;
}

const UNAUTHENTICATED = 401;

/**
 * For the two chat calls that are not JSON (multipart attachment upload, binary attachment download): sends the API
 * headers with the access token; on a 401 lets the HTTP client renew the session (its one shared refresh) and
 * retries once. Failures become HttpErrors like the client's own; nothing is shown to the person here.
 */
export async function authorizedFetch(deps: AuthorizedFetchDeps, url: string, init: RequestInit = {}): Promise<Response> {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, options?: RequestInit) => globalThis.fetch(input, options));
  const attempt = async () => {
    const headers = new Headers(init.headers);
    headers.set(HEADER.appVersion, APP_VERSION);
    const token = deps.session.tokens()?.accesstoken;
    if (token) headers.set(HEADER.accessToken, token);
    try {
      return { token, response: await doFetch(url, { ...init, headers }) };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new HttpError(NETWORK_FAILURE_STATUS, CLIENT_ERROR_CODE.offline, 'No connection to the server', false);
    }
  };

  const first = await attempt();
  let { response } = first;
  if (response.status === UNAUTHENTICATED) {
    if (deps.session.tokens()?.accesstoken === first.token) await deps.http.call(authApi.check, { silentErrors: true });
    ({ response } = await attempt());
  }
  if (response.ok) return response;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const failure = errorBodySchema.safeParse(body);
  if (response.status === 504) throw new HttpError(504, CLIENT_ERROR_CODE.offline, 'No connection to the server', false);
  throw new HttpError(
    response.status,
    failure.success ? failure.data.code : `HTTP_${response.status}`,
    failure.success ? failure.data.message : response.statusText,
    false,
  );
}

/** True for failures worth retrying later by themselves: no connection, a gateway or a busy server (not a 500). */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof HttpError)) return error instanceof TypeError;
  return error.code === CLIENT_ERROR_CODE.offline || error.status === 0 || [408, 429, 502, 503, 504].includes(error.status);
}
