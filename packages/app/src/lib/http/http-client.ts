import {
  LOGIN_PATH,
  authApi,
  errorBodySchema,
  publicHealthApi,
  tokenPairSchema,
  type EmergencyPhone,
  type Endpoint,
  type EndpointResponse,
  type TokenPair,
} from '@stay/contract';
import type { ErrorSink } from '@/lib/errors/error-sink';
import { catalogueMessage, serverErrorMessage } from '@/lib/errors/presented-error';
import type { Navigation } from '@/lib/navigation/navigation';
import { OFFLINE_PATH, type LoginState, type OfflineState } from '@/lib/navigation/paths';
import { buildRequest, type RequestCredentials, type RequestParts } from './build-request';
import type { CallArgs, CallSettings } from './call-input';
import { CLIENT_ERROR_CODE, HttpError, NETWORK_FAILURE_STATUS } from './http-error';
import { newIdempotencyKey } from './idempotency-key';

/** What the client needs from the session: the tokens, and the phone label for alerts that mention it. */
export interface HttpSession {
  tokens(): TokenPair | null;
  saveTokens(tokens: TokenPair): void;
  emergencyPhone(): EmergencyPhone;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  session: HttpSession;
  navigation: Navigation;
  errors: ErrorSink;
  /** Logout without a server call: clears the session, the settings and every cached answer. */
  clearLocalData: () => void;
  baseUrl?: string;
  /** Pause before a dropped request is tried again. */
  retryDelayMs?: number;
}

export interface HttpClient {
  /** Calls a contract endpoint and returns its answer parsed with the endpoint's response schema. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
  /** Whether the server answers at all (any answer but a gateway timeout); shows nothing and never signs out. */
  isReachable(): Promise<boolean>;
}

const GATEWAY_TIMEOUT = 504;
const RETRY_DELAY_MS = 250;
const SERVER_ERROR = 500;
const UNAUTHENTICATED = 401;
const LOGIN_EXPIRED_CODES = new Set(['SESSION_NOT_FOUND', 'REFRESHTOKEN_EXPIRED']);

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { session, navigation, errors, clearLocalData, baseUrl = '', retryDelayMs = RETRY_DELAY_MS } = deps;
  /** The one refresh in flight; every request that meets a 401 meanwhile waits for it. */
  let refreshing: Promise<string> | undefined;

  function goOffline(status: number, settings: CallSettings): never {
    const isShown = !settings.silentErrors;
    const from = navigation.currentPath();
    if (isShown && from !== OFFLINE_PATH) navigation.navigate(OFFLINE_PATH, { state: { from } satisfies OfflineState });
    throw new HttpError(status, CLIENT_ERROR_CODE.offline, 'No connection to the server', isShown);
  }

  /** The answer, or undefined when the request never got one. */
  async function attempt(url: string, init: RequestInit): Promise<Response | undefined> {
    try {
      return await deps.fetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return undefined;
    }
  }

  /**
   * One dropped request is not yet "offline": it is tried once more before the offline page shows. Only requests
   * that cannot happen twice are: reads, the refresh (the server answers a repeated one with the same successor) and
   * signed-in writes, whose resend carries the same Idempotency-Key, so the server answers it with the first reply.
   * A write without a caller (sign-in, account creation, password reset) is not resent. A 504 is only retried for
   * reads, since the gateway may have passed a change on before it gave up.
   */
  async function send(endpoint: Endpoint, parts: RequestParts, credentials: RequestCredentials, settings: CallSettings) {
    const { url, init } = buildRequest(endpoint, parts, credentials, baseUrl);
    let response = await attempt(url, init);
    const isResendable = endpoint.method === 'GET' || endpoint.auth === 'refresh' || credentials.idempotencyKey !== undefined;
    const isDropped = isResendable && (!response || (response.status === GATEWAY_TIMEOUT && endpoint.method === 'GET'));
    if (isDropped) {
      await wait(retryDelayMs, parts.signal);
      response = await attempt(url, init);
    }
    if (!response) return goOffline(NETWORK_FAILURE_STATUS, settings);
    if (response.status === GATEWAY_TIMEOUT) return goOffline(GATEWAY_TIMEOUT, settings);
    return response;
  }

  /** Signs out locally; /login then says the login has expired, unless there was no session to end. */
  function endSession(hadSession: boolean): HttpError {
    clearLocalData();
    if (navigation.currentPath() !== LOGIN_PATH) {
      navigation.navigate(LOGIN_PATH, hadSession ? { replace: true, state: { sessionEnded: true } satisfies LoginState } : { replace: true });
    }
    return new HttpError(UNAUTHENTICATED, CLIENT_ERROR_CODE.sessionEnded, 'The session has ended', true);
  }

  async function refreshAccessToken(settings: CallSettings): Promise<string> {
    const refreshToken = session.tokens()?.refreshtoken;
    if (!refreshToken) throw endSession(false);
    const response = await send(authApi.refresh, {}, { refreshToken }, settings);
    const body = await readJson(response);
    const tokens = tokenPairSchema.safeParse(body);
    if (response.ok && tokens.success && tokens.data.accesstoken) {
      session.saveTokens(tokens.data);
      return tokens.data.accesstoken;
    }
    const failure = errorBodySchema.safeParse(body);
    // /login shows the expiry itself; a toast would say the same thing twice.
    const isToldOnLogin = failure.success && LOGIN_EXPIRED_CODES.has(failure.data.code) && navigation.currentPath() !== LOGIN_PATH;
    if (failure.success && !settings.silentErrors && !isToldOnLogin) errors.report(catalogueMessage(failure.data.code, session.emergencyPhone().label));
    throw endSession(true);
  }

  /** A fresh access token: the one another request already obtained, or the result of the shared refresh. */
  function renewedAccessToken(rejectedToken: string | undefined, settings: CallSettings): Promise<string> {
    const current = session.tokens()?.accesstoken;
    if (current && current !== rejectedToken) return Promise.resolve(current);
    refreshing ??= refreshAccessToken(settings).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  function present(status: number, code: string, settings: CallSettings): void {
    if (settings.silentErrors) return;
    errors.report(status === SERVER_ERROR ? serverErrorMessage() : catalogueMessage(code, session.emergencyPhone().label));
  }

  async function readResult<E extends Endpoint>(endpoint: E, response: Response, settings: CallSettings) {
    const body = await readJson(response);
    if (response.ok) {
      const parsed = endpoint.response.safeParse(body);
      if (parsed.success) return parsed.data as EndpointResponse<E>;
      present(response.status, CLIENT_ERROR_CODE.invalidResponse, settings);
      throw new HttpError(response.status, CLIENT_ERROR_CODE.invalidResponse, parsed.error.message, !settings.silentErrors);
    }
    const failure = errorBodySchema.safeParse(body);
    const code = failure.success ? failure.data.code : `HTTP_${response.status}`;
    present(response.status, code, settings);
    throw new HttpError(response.status, code, failure.success ? failure.data.message : response.statusText, !settings.silentErrors);
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>> {
      const { silentErrors, signal, ...parts } = (args[0] ?? {}) as CallSettings & RequestParts;
      const settings: CallSettings = { silentErrors };
      const request: RequestParts = { ...parts, signal };
      const usesAccessToken = endpoint.auth !== 'none' && endpoint.auth !== 'refresh';
      const accessToken = usesAccessToken ? session.tokens()?.accesstoken : undefined;
      // One key per call: every send of it below (the resend of a dropped one, the one after a refresh) carries it.
      const idempotencyKey = usesAccessToken && endpoint.method !== 'GET' ? newIdempotencyKey() : undefined;

      let response = await send(endpoint, request, { accessToken, idempotencyKey }, settings);
      if (usesAccessToken && response.status === UNAUTHENTICATED) {
        const renewed = await renewedAccessToken(accessToken, settings);
        response = await send(endpoint, request, { accessToken: renewed, idempotencyKey }, settings);
        if (response.status === UNAUTHENTICATED) throw endSession(true);
      }
      return readResult(endpoint, response, settings);
    },

    async isReachable() {
      // The liveness probe needs no session: asking /api/auth/check without one would be a 401 in the console.
      const { url, init } = buildRequest(publicHealthApi.live, {}, {}, baseUrl);
      const response = await attempt(url, { ...init, cache: 'no-store' });
      return !!response && response.status !== GATEWAY_TIMEOUT;
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The request was aborted', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The request was aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}
