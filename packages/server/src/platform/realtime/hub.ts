import { systemClock } from '../clock';
import { isInAudience, type RealtimeEnvelope, type SocketIdentity } from './audience';
import { textFrame } from './text-frame';

/** A guest or staff member as presence knows them: whose app is open. */
export type Person = Pick<SocketIdentity, 'kind' | 'id'>;

/** Told when a person's first socket here signs in (true) and when their last one here goes (false). */
export type PresenceListener = (person: Person, isConnected: boolean) => void;

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
  /** Whether a socket of this person is signed in on this instance (their app is open here). */
  isConnected(person: Person): boolean;
  /** Everyone with a signed-in socket on this instance. */
  connectedPeople(): Person[];
  onPresence(listener: PresenceListener): void;
  /** Tells `observe` the seconds from publish to delivery of every envelope delivered here (the metrics). */
  measureFanOut(observe: (seconds: number) => void): void;
  /** Closes every socket of these sessions; answers how many. */
  endSessions(sessionIds: readonly string[]): number;
  readonly size: number;
}

/** The sockets signed in with one identity: whether an audience takes them is the same for all. */
interface IdentitySockets {
  identity: SocketIdentity;
  clients: Set<HubClient>;
}

const personKeyOf = ({ kind, id }: Person) => `${kind}:${id}`;
const identityKeyOf = (identity: SocketIdentity) =>
  identity.kind === 'person' ? personKeyOf(identity) : `${personKeyOf(identity)}:${identity.locationId ?? ''}:${identity.workgroup ?? ''}`;

export function createHub(): RealtimeHub {
  const clients = new Set<HubClient>();
  /** The sockets by identity (identityKeyOf): an envelope's audience is matched once per identity, not per socket. */
  const byIdentity = new Map<string, IdentitySockets>();
  /** Signed-in sockets per person (personKeyOf), so that presence is answered without a scan of every socket. */
  const socketsOf = new Map<string, { person: Person; count: number }>();
  const presenceListeners: PresenceListener[] = [];
  let observeFanOut: ((seconds: number) => void) | undefined;

  const add = (client: HubClient) => {
    if (clients.has(client)) return;
    clients.add(client);
    const identityKey = identityKeyOf(client.identity);
    const group = byIdentity.get(identityKey);
    if (group) group.clients.add(client);
    else byIdentity.set(identityKey, { identity: client.identity, clients: new Set([client]) });
    const personKey = personKeyOf(client.identity);
    const sockets = socketsOf.get(personKey);
    if (sockets) {
      sockets.count += 1;
      return;
    }
    const person = { kind: client.identity.kind, id: client.identity.id };
    socketsOf.set(personKey, { person, count: 1 });
    for (const listener of presenceListeners) listener(person, true);
  };
  const remove = (client: HubClient) => {
    if (!clients.delete(client)) return;
    const identityKey = identityKeyOf(client.identity);
    const group = byIdentity.get(identityKey);
    group?.clients.delete(client);
    if (group?.clients.size === 0) byIdentity.delete(identityKey);
    const personKey = personKeyOf(client.identity);
    const sockets = socketsOf.get(personKey);
    if (!sockets || --sockets.count > 0) return;
    socketsOf.delete(personKey);
    for (const listener of presenceListeners) listener(sockets.person, false);
  };

  /** Writes `frame` to every socket of the group; answers how many. */
  const sendToGroup = (group: IdentitySockets, frame: Buffer) => {
    for (const client of group.clients) client.send(frame);
    return group.clients.size;
  };

  return {
    add,
    remove,
    deliver(...envelopes) {
      if (observeFanOut) {
        const nowMs = systemClock().getTime();
        for (const { publishedAtMs } of envelopes) if (publishedAtMs !== undefined) observeFanOut(Math.max(0, nowMs - publishedAtMs) / 1000);
      }
      if (envelopes.length === 1) {
        const [{ audience, event }] = envelopes as [RealtimeEnvelope];
        let delivered = 0;
        let frame: Buffer | undefined;
        for (const group of byIdentity.values()) {
          if (isInAudience(group.identity, audience)) delivered += sendToGroup(group, (frame ??= textFrame(event)));
        }
        return delivered;
      }
      const frames: (Buffer | undefined)[] = [];
      const frameOf = (index: number) => (frames[index] ??= textFrame(envelopes[index]!.event));
      /** The frames of several envelopes one after the other, by the envelopes' indexes: joined once for every socket. */
      const joined = new Map<string, Buffer>();
      let delivered = 0;
      for (const group of byIdentity.values()) {
        const matching: number[] = [];
        envelopes.forEach(({ audience }, index) => {
          if (isInAudience(group.identity, audience)) matching.push(index);
        });
        if (matching.length === 0) continue;
        const key = matching.join(',');
        let frame = joined.get(key);
        if (!frame) joined.set(key, (frame = matching.length === 1 ? frameOf(matching[0]!) : Buffer.concat(matching.map(frameOf))));
        delivered += matching.length * sendToGroup(group, frame);
      }
      return delivered;
    },
    isConnected: (person) => socketsOf.has(personKeyOf(person)),
    connectedPeople: () => [...socketsOf.values()].map(({ person }) => person),
    onPresence: (listener) => void presenceListeners.push(listener),
    measureFanOut(observe) {
      observeFanOut = observe;
    },
    endSessions(sessionIds) {
      const ended = new Set(sessionIds);
      const closing = [...clients].filter((client) => ended.has(client.sessionId));
      for (const client of closing) {
        remove(client);
        client.end();
      }
      return closing.length;
    },
    get size() {
      return clients.size;
    },
  };
}
