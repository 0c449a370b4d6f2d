import { allEndpoints, type Endpoint } from '@stay/contract';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters (the path holds none). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** The contract's name of the endpoint the request reached, e.g. `guestReservationApi.current`. */
  endpoint: string;
}

/** What a handler answers: a status with a JSON body, or `'network-error'` to make fetch reject. */
export type FakeReply = { status: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

interface DeclaredEndpoint {
  name: string;
  endpoint: Endpoint;
  /** `METHOD /path/{param}` as the contract spells it. */
  template: string;
  /** Per path segment: true for a literal, false for a `{param}`. */
  literals: readonly boolean[];
  matches(method: string, path: string): boolean;
}

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

const declared: DeclaredEndpoint[] = allEndpoints.map(({ name, endpoint }) => {
  const pattern = new RegExp(`^${endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
  return {
    name,
    endpoint,
    template: routeOf(endpoint),
    literals: endpoint.path.split('/').map((segment) => !isParam(segment)),
    matches: (method, path) => method === endpoint.method && pattern.test(path),
  };
});

/**
 * Of two templates that match the same path, the one the server's router (Fastify) takes: at the first segment where
 * one has a literal and the other a parameter, the literal wins (`/{nmbr}/notes` over `/{nmbr}/{action}`,
 * `/chat/unread` over `/chat/{nmbr}`). Negative when `a` wins.
 */
function bySpecificity(a: DeclaredEndpoint, b: DeclaredEndpoint): number {
  const differing = a.literals.findIndex((isLiteral, index) => isLiteral !== b.literals[index]);
  if (differing === -1) return 0;
  return a.literals[differing] ? -1 : 1;
}

/** The fake API's key of an endpoint, `METHOD /path/{param}`: its handler answers every path the template matches. */
export function routeOf(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

function declaredFor(method: string, path: string): DeclaredEndpoint | undefined {
  const matching = declared.filter((entry) => entry.matches(method, path));
  return matching.sort(bySpecificity)[0];
}

/** Requests and routes the contract does not declare, since the last check; the test setup fails a test that made one. */
const violations: string[] = [];

export function takeContractViolations(): string[] {
  return violations.splice(0);
}

function checkRoutes(routes: Record<string, FakeHandler>): void {
  for (const key of Object.keys(routes)) {
    const [method = '', path = ''] = key.split(' ');
    if (!declared.some((entry) => entry.template === key) && !declaredFor(method, path)) {
      throw new Error(`Fake API route '${key}' is not declared in the contract (@stay/contract allEndpoints)`);
    }
  }
}

/**
 * A fetch that plays the server of the contract: it answers only requests the contract declares (method and path
 * template), checks request bodies against the endpoint's body schema, and records every request. A request the
 * contract does not declare, or a body it would reject, fails the test. Handlers are keyed by `METHOD /path` (one
 * concrete path) or by `routeOf(endpoint)` (every path of the endpoint); a declared endpoint without a handler answers
 * 404 ROUTE_NOT_FOUND. Replies are delivered on a later task, like a real network.
 */
export function createFakeFetch(routes: Record<string, FakeHandler> = {}) {
  checkRoutes(routes);
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init.method ?? 'GET';
    const path = url.pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const match = declaredFor(method, decodeURIComponent(path)) ?? declaredFor(method, path);
    if (!match) {
      violations.push(`${method} ${path} is not declared in the contract`);
      throw new Error(`Fake API: ${method} ${path} is not declared in the contract`);
    }
    if (match.endpoint.body && typeof init.body === 'string') {
      const parsed = match.endpoint.body.safeParse(body);
      if (!parsed.success) violations.push(`${method} ${path}: the body does not match ${match.name}: ${parsed.error.message}`);
    }
    const request: RecordedRequest = { method, path, query: url.searchParams, headers: new Headers(init.headers), body, endpoint: match.name };
    requests.push(request);
    const handler = routes[`${method} ${path}`] ?? routes[match.template];
    const reply = handler ? await handler(request) : { status: 404, body: { code: 'ROUTE_NOT_FOUND', message: 'Not found' } };
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, routes };
}
