import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { REALTIME_PATH, realtimeEventSchema, type RealtimeEvent } from '@stay/contract';
import type { TestUser } from './chat-app';

/** A test's WebSocket to the app's realtime path: every event it got, and a wait for one. */
export interface Client {
  socket: WebSocket;
  events: RealtimeEvent[];
  closed: Promise<number>;
  waitFor(predicate: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
}

export function connect(base: string, user: Pick<TestUser, 'token'> | undefined, mode: 'query' | 'message' = 'query'): Promise<Client> {
  const url = `${base}${REALTIME_PATH}${user && mode === 'query' ? `?accesstoken=${encodeURIComponent(user.token)}` : ''}`;
  const socket = new WebSocket(url);
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(realtimeEventSchema.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client: Client = {
    socket,
    events,
    closed,
    waitFor(predicate, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      if (user && mode === 'message') socket.send(JSON.stringify({ type: 'auth', accesstoken: user.token }));
      resolve(client);
    });
    socket.once('error', reject);
  });
}

/** A client signed in with the user's token, once the server has said it is ready. */
export async function connectSignedIn(base: string, user: Pick<TestUser, 'token'>): Promise<Client> {
  const client = await connect(base, user);
  await client.waitFor((event) => event.type === 'ready');
  return client;
}

/**
 * The events a client got before the first one matching `isBarrier`. Events travel one bus in publish order, so a
 * later event proves that every earlier one that was meant for the client has arrived.
 */
export async function eventsBefore(client: Client, isBarrier: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent[]> {
  const barrier = await client.waitFor(isBarrier);
  return client.events.slice(0, client.events.indexOf(barrier));
}

/** The realtime address of `app` on loopback, at a port of its own; it starts listening here when it is not yet. */
export async function realtimeBaseOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
