import { systemClock } from '../clock';
import { isInAudience, type RealtimeEnvelope, type SocketIdentity } from './audience';
import { textFrame } from './text-frame';

/** One authenticated connection as the hub sees it. */
export interface HubClient {
  identity: SocketIdentity;
  /** The session of the token the socket signed in with. */
  sessionId: string;
  /**
   * Sends complete WebSocket frames (see textFrame), one or more: one event goes to thousands of sockets, framed once.
   */
  send(frames: Buffer): void;
  /** Closes the socket because its session has ended. */
  end(): void;
}

/** The sockets connected to this instance. Delivers an envelope to every matching socket here. */
export interface RealtimeHub {
  add(client: HubClient): void;
  remove(client: HubClient): void;
  /**
   * Delivers envelopes to every matching socket here, in order. Several at once (those that arrived together) reach
   * each socket in one write; answers the frames sent.
   */
  deliver(...envelopes: RealtimeEnvelope[]): number;
  /** Whether a socket on this instance belongs to the audience (e.g. whether a guest's app is open here). */
  reaches(audience: RealtimeEnvelope['audience']): boolean;
  /** Tells `observe` the seconds from publish to delivery of every envelope delivered here (the metrics). */
  measureFanOut(observe: (seconds: number) => void): void;
  /** Closes every socket of these sessions; answers how many. */
  endSessions(sessionIds: readonly string[]): number;
  readonly size: number;
}

export function createHub(): RealtimeHub {
  const clients = new Set<HubClient>();
  let observeFanOut: ((seconds: number) => void) | undefined;
  return {
    add: (client) => void clients.add(client),
    remove: (client) => void clients.delete(client),
    deliver(...envelopes) {
      if (observeFanOut) {
        const nowMs = systemClock().getTime();
        for (const { publishedAtMs } of envelopes) if (publishedAtMs !== undefined) observeFanOut(Math.max(0, nowMs - publishedAtMs) / 1000);
      }
      if (envelopes.length === 1) {
        const [{ audience, event }] = envelopes as [RealtimeEnvelope];
        let delivered = 0;
        let frame: Buffer | undefined;
        for (const client of clients) {
          if (!isInAudience(client.identity, audience)) continue;
          client.send((frame ??= textFrame(event)));
          delivered += 1;
        }
        return delivered;
      }
      const frames: (Buffer | undefined)[] = [];
      const frameOf = (index: number) => (frames[index] ??= textFrame(envelopes[index]!.event));
      /** The frames of several envelopes one after the other, by the envelopes' indexes: joined once for every socket. */
      const joined = new Map<string, Buffer>();
      let delivered = 0;
      for (const client of clients) {
        const matching: number[] = [];
        envelopes.forEach(({ audience }, index) => {
          if (isInAudience(client.identity, audience)) matching.push(index);
        });
        if (matching.length === 0) continue;
        delivered += matching.length;
        if (matching.length === 1) {
          client.send(frameOf(matching[0]!));
          continue;
        }
        const key = matching.join(',');
        let frame = joined.get(key);
        if (!frame) joined.set(key, (frame = Buffer.concat(matching.map(frameOf))));
        client.send(frame);
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
