import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** What a handler answers: a status with a JSON body, or `'network-error'` to make fetch reject. */
export type FakeReply = { status: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/**
 * A fetch that answers by `METHOD /path` and records every request. Unknown routes answer 404 ROUTE_NOT_FOUND.
 * Replies are delivered on a later task, like a real network.
 */
export function createFakeFetch(routes: Record<string, FakeHandler> = {}) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
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
