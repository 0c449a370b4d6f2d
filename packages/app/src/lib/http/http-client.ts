import {
  LOGIN_PATH,
  authApi,
  errorBodySchema,
  tokenPairSchema,
  type EmergencyPhone,
  type Endpoint,
  type EndpointResponse,
  type TokenPair,
} from '@stay/contract';
import type { ErrorSink } from '@/lib/errors/error-sink';
import { catalogueMessage, serverErrorMessage } from '@/lib/errors/presented-error';
import type { Navigation } from '@/lib/navigation/navigation';
import { OFFLINE_PATH, type OfflineState } from '@/lib/navigation/paths';
import { buildRequest, type RequestCredentials, type RequestParts } from './build-request';
import type { CallArgs, CallSettings } from './call-input';
import { CLIENT_ERROR_CODE, HttpError, NETWORK_FAILURE_STATUS } from './http-error';

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
}

export interface HttpClient {
  /** Calls a contract endpoint and returns its answer parsed with the endpoint's response schema. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResponse<E>>;
}

const GATEWAY_TIMEOUT = 504;
const SERVER_ERROR = 500;
const UNAUTHENTICATED = 401;

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { session, navigation, errors, clearLocalData, baseUrl = '' } = deps;
  /** The one refresh in flight; every request that meets a 401 meanwhile waits for it. */
  let refreshing: Promise<string> | undefined;

  function goOffline(status: number, settings: CallSettings): never {
    const isShown = !settings.silentErrors;
    const from = navigation.currentPath();
    if (isShown && from !== OFFLINE_PATH) navigation.navigate(OFFLINE_PATH, { state: { from } satisfies OfflineState });
    throw new HttpError(status, CLIENT_ERROR_CODE.offline, 'No connection to the server', isShown);
  }

  async function send(endpoint: Endpoint, parts: RequestParts, credentials: RequestCredentials, settings: CallSettings) {
    const { url, init } = buildRequest(endpoint, parts, credentials, baseUrl);
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return goOffline(NETWORK_FAILURE_STATUS, settings);
    }
    if (response.status === GATEWAY_TIMEOUT) return goOffline(GATEWAY_TIMEOUT, settings);
    return response;
  }

  function endSession(): HttpError {
    clearLocalData();
    if (navigation.currentPath() !== LOGIN_PATH) navigation.navigate(LOGIN_PATH, { replace: true });
    return new HttpError(UNAUTHENTICATED, CLIENT_ERROR_CODE.sessionEnded, 'The session has ended', true);
  }

  async function refreshAccessToken(settings: CallSettings): Promise<string> {
    const refreshToken = session.tokens()?.refreshtoken;
    if (!refreshToken) throw endSession();
    const response = await send(authApi.refresh, {}, { refreshToken }, settings);
    const body = await readJson(response);
    const tokens = tokenPairSchema.safeParse(body);
    if (response.ok && tokens.success && tokens.data.accesstoken) {
      session.saveTokens(tokens.data);
      return tokens.data.accesstoken;
    }
    const failure = errorBodySchema.safeParse(body);
    if (failure.success && !settings.silentErrors) errors.report(catalogueMessage(failure.data.code, session.emergencyPhone().label));
    throw endSession();
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

      let response = await send(endpoint, request, { accessToken }, settings);
      if (usesAccessToken && response.status === UNAUTHENTICATED) {
        const renewed = await renewedAccessToken(accessToken, settings);
        response = await send(endpoint, request, { accessToken: renewed }, settings);
        if (response.status === UNAUTHENTICATED) throw endSession();
      }
      return readResult(endpoint, response, settings);
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
