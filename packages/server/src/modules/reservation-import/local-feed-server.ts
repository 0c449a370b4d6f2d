import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers the next requests. */
export type FeedAnswer =
  | { status: number; body: string; contentType?: string }
  /** Accepts the request and never answers (a feed that hangs). */
  | { hang: true }
  /** Answers only once `release()` is called (a slow feed whose moment the test decides). */
  | { gate: true; status: number; body: string };

export interface LocalFeedServer {
  /** The feed's address on 127.0.0.1. */
  url: string;
  answer(next: FeedAnswer): void;
  /** How many requests arrived so far. */
  readonly requests: number;
  /** Resolves when the next request has arrived. */
  nextRequest(): Promise<void>;
  /** Lets a gated answer go out. */
  release(): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback (a free port) playing a booking system's iCal export, for tests of the feed port. */
export async function startLocalFeedServer(): Promise<LocalFeedServer> {
  let current: FeedAnswer = { status: 200, body: '' };
  let requests = 0;
  let arrived: Array<() => void> = [];
  let gates: Array<() => void> = [];

  const send = (response: ServerResponse, status: number, body: string, contentType = 'text/calendar; charset=utf-8') => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };

  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    const answer = current;
    for (const resolve of arrived) resolve();
    arrived = [];
    if ('hang' in answer) return;
    if ('gate' in answer) {
      gates.push(() => send(response, answer.status, answer.body));
      return;
    }
    send(response, answer.status, answer.body, answer.contentType);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/calendar.ics`,
    answer(next) {
      current = next;
    },
    get requests() {
      return requests;
    },
    nextRequest: () => new Promise<void>((resolve) => arrived.push(resolve)),
    release() {
      for (const open of gates) open();
      gates = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
