import type { FastifyBaseLogger } from 'fastify';

/**
 * How long a data-change announcement waits for the other instances to say they applied it. Their kept replies expire
 * when the clock's second turns anyway, so waiting longer would protect nothing; a peer that stays silent this long
 * is taken for gone until it is heard again.
 */
export const DATA_CHANGE_ACK_TIMEOUT_MS = 1_000;

/**
 * The other instances listening on the database, and which of this instance's data-change announcements each has
 * applied. A peer is known from the moment anything of it is heard (its greeting when it starts listening, its
 * announcements, its acknowledgements) until it says goodbye or misses an acknowledgement.
 */
export interface PeerAcks {
  /** Something of `peer` was heard; answers whether it was unknown until now (so that it can be greeted back). */
  heard(peer: string): boolean;
  /** `peer` stopped listening: nothing more is awaited from it. */
  left(peer: string): void;
  /** `peer` applied these of this instance's announcements. */
  acknowledged(peer: string, numbers: readonly number[]): void;
  /**
   * Resolves once every peer known now has acknowledged announcement `number`, or after the timeout. Called before the
   * announcement is sent, so that no acknowledgement can come first.
   */
  settled(number: number): Promise<void>;
  /** The announcement could not be sent: its wait ends now. */
  cancel(number: number): void;
  /** Stops waiting for anything (this instance stopped listening, so no acknowledgement can be heard). */
  releaseAll(): void;
}

export function createPeerAcks(log: FastifyBaseLogger, timeoutMs = DATA_CHANGE_ACK_TIMEOUT_MS): PeerAcks {
  const peers = new Set<string>();
  /** Per announcement still awaited: the peers that have not acknowledged it, and what ends the wait. */
  const awaited = new Map<number, { silent: Set<string>; end: () => void }>();

  const settleIfDone = (number: number) => {
    const wait = awaited.get(number);
    if (wait && wait.silent.size === 0) wait.end();
  };

  return {
    heard(peer) {
      if (peers.has(peer)) return false;
      peers.add(peer);
      return true;
    },
    left(peer) {
      peers.delete(peer);
      for (const [number, wait] of awaited) {
        wait.silent.delete(peer);
        settleIfDone(number);
      }
    },
    acknowledged(peer, numbers) {
      for (const number of numbers) {
        awaited.get(number)?.silent.delete(peer);
        settleIfDone(number);
      }
    },
    settled(number) {
      if (peers.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const silent = new Set(peers);
        const timer = setTimeout(() => {
          for (const peer of silent) peers.delete(peer);
          log.warn({ peers: [...silent], announcement: number }, 'Realtime: instances did not acknowledge a data change; taken for gone until heard again');
          end();
        }, timeoutMs);
        const end = () => {
          clearTimeout(timer);
          awaited.delete(number);
          resolve();
        };
        awaited.set(number, { silent, end });
      });
    },
    cancel(number) {
      awaited.get(number)?.end();
    },
    releaseAll() {
      for (const wait of [...awaited.values()]) wait.end();
    },
  };
}
