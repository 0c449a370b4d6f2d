import type { RealtimeEvent } from '@stay/contract';
import { systemClock } from '../clock';
import { isInAudience, type RealtimeEnvelope, type SocketIdentity } from './audience';

/** One authenticated connection as the hub sees it. */
export interface HubClient {
  identity: SocketIdentity;
  /** The session of the token the socket signed in with. */
  sessionId: string;
  /** Sends an event already serialized (JSON as UTF-8): one event goes to thousands of sockets, encoded once. */
  send(payload: Buffer): void;
  /** Closes the socket because its session has ended. */
  end(): void;
}

/** The sockets connected to this instance. Delivers an envelope to every matching socket here. */
export interface RealtimeHub {
  add(client: HubClient): void;
  remove(client: HubClient): void;
  deliver(envelope: RealtimeEnvelope): number;
  /** Whether a socket on this instance belongs to the audience (e.g. whether a guest's app is open here). */
  reaches(audience: RealtimeEnvelope['audience']): boolean;
  /** Tells `observe` the seconds from publish to delivery of every envelope delivered here (the metrics). */
  measureFanOut(observe: (seconds: number) => void): void;
  /** Closes every socket of these sessions; answers how many. */
  endSessions(sessionIds: readonly string[]): number;
  readonly size: number;
}

export function serialize(event: RealtimeEvent): Buffer {
  return Buffer.from(JSON.stringify(event));
}

export function createHub(): RealtimeHub {
  const clients = new Set<HubClient>();
  let observeFanOut: ((seconds: number) => void) | undefined;
  return {
    add: (client) => void clients.add(client),
    remove: (client) => void clients.delete(client),
    deliver({ audience, event, publishedAtMs }) {
      if (observeFanOut && publishedAtMs !== undefined) observeFanOut(Math.max(0, systemClock().getTime() - publishedAtMs) / 1000);
      let delivered = 0;
      let payload: Buffer | undefined;
      for (const client of clients) {
        if (!isInAudience(client.identity, audience)) continue;
        client.send((payload ??= serialize(event)));
        delivered += 1;
      }
      return delivered;
    },
    reaches(audience) {
      for (const client of clients) if (isInAudience(client.identity, audience)) return true;
      return false;
    },
    measureFanOut(observe) {
      observeFanOut = observe;
    },
    endSessions(sessionIds) {
      const ended = new Set(sessionIds);
      const closing = [...clients].filter((client) => ended.has(client.sessionId));
      for (const client of closing) {
        clients.delete(client);
        client.end();
      }
      return closing.length;
    },
    get size() {
      return clients.size;
    },
  };
}
