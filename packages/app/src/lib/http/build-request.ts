import { APP_VERSION, HEADER, fillPath, type Endpoint } from '@stay/contract';

export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

/** The credentials a request carries; the endpoint's `auth` decides which one applies. */
export interface RequestCredentials {
  accessToken?: string;
  refreshToken?: string;
  /** The key of a signed-in write, the same on every resend of it (see lib/http/idempotency-key). */
  idempotencyKey?: string;
}

export function urlFor(endpoint: Endpoint, parts: RequestParts, baseUrl: string): string {
  const path = fillPath(endpoint.path, (parts.params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((parts.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

/**
 * Headers: app-version on every request; the refresh call sends only its refresh token, the login call
 * no token, every other api call its access token.
 */
export function headersFor(endpoint: Endpoint, credentials: RequestCredentials, hasBody: boolean): Headers {
  const headers = new Headers({ [HEADER.appVersion]: APP_VERSION, accept: 'application/json' });
  if (hasBody) headers.set('content-type', 'application/json');
  if (endpoint.auth === 'refresh') {
    if (credentials.refreshToken) headers.set(HEADER.refreshToken, credentials.refreshToken);
  } else if (endpoint.auth !== 'none' && credentials.accessToken) {
    headers.set(HEADER.accessToken, credentials.accessToken);
  }
  if (credentials.idempotencyKey) headers.set(HEADER.idempotencyKey, credentials.idempotencyKey);
  return headers;
}

export interface OutgoingRequest {
  url: string;
  init: RequestInit;
}

export function buildRequest(endpoint: Endpoint, parts: RequestParts, credentials: RequestCredentials, baseUrl: string): OutgoingRequest {
  const hasBody = parts.body !== undefined;
  return {
    url: urlFor(endpoint, parts, baseUrl),
    init: {
      method: endpoint.method,
      headers: headersFor(endpoint, credentials, hasBody),
      body: hasBody ? JSON.stringify(parts.body) : undefined,
      signal: parts.signal,
    },
  };
}
