import type { RealtimeEvent } from '@stay/contract';
import { isInAudience, type RealtimeEnvelope, type SocketIdentity } from './audience';

/** One authenticated connection as the hub sees it. */
export interface HubClient {
  identity: SocketIdentity;
  send(event: RealtimeEvent): void;
}

/** The sockets connected to this instance. Delivers an envelope to every matching socket here. */
export interface RealtimeHub {
  add(client: HubClient): void;
  remove(client: HubClient): void;
  deliver(envelope: RealtimeEnvelope): number;
  readonly size: number;
}

export function createHub(): RealtimeHub {
  const clients = new Set<HubClient>();
  return {
    add: (client) => void clients.add(client),
    remove: (client) => void clients.delete(client),
    deliver({ audience, event }) {
      let delivered = 0;
      for (const client of clients) {
        if (!isInAudience(client.identity, audience)) continue;
        client.send(event);
        delivered += 1;
      }
      return delivered;
    },
    get size() {
      return clients.size;
    },
  };
}
