import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowEveryAddress, createOutgoingGuard, type OutgoingGuard } from '../../../src/platform/network/outgoing-request';

/** The outgoing guard of a feed source that reads the local feed server: loopback passes. */
export const loopbackFeedGuard = (): OutgoingGuard => createOutgoingGuard({ isAllowedAddress: allowEveryAddress });

/** How the server answers the next requests. */
export type FeedAnswer =
  | { status: number; body: string; contentType?: string }
  /** Accepts the request and never answers (a feed that hangs). */
  | { hang: true }
  /** Answers only once `release()` is called (a slow feed whose moment the test decides). */
  | { gate: true; status: number; body: string }
  /** Answers 302 Found with this Location. */
  | { redirect: string };

export interface LocalFeedServer {
  /** The feed's address on the loopback address it listens on. */
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

/**
 * A real HTTP server on loopback (127.0.0.1 unless another loopback address is given, a free port) playing a booking
 * system's iCal export, for tests of the feed port.
 */
export async function startLocalFeedServer(host = '127.0.0.1'): Promise<LocalFeedServer> {
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
    if ('redirect' in answer) {
      response.writeHead(302, { location: answer.redirect });
      response.end();
      return;
    }
    if ('gate' in answer) {
      gates.push(() => send(response, answer.status, answer.body));
      return;
    }
    send(response, answer.status, answer.body, answer.contentType);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/calendar.ics`,
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
