import type { RealtimeEnvelope } from './audience';
import type { RealtimeHub } from './hub';

/** Publishes events to the sockets of every instance. Publishing never throws: live delivery is best effort. */
export interface RealtimeBus {
  publish(envelope: RealtimeEnvelope): Promise<void>;
  close(): Promise<void>;
}

/** One instance (SQLite): deliver straight to this instance's sockets. */
export function createLocalBus(hub: RealtimeHub): RealtimeBus {
  return {
    async publish(envelope) {
      hub.deliver(envelope);
    },
    async close() {},
  };
}
