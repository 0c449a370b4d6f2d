import type { FastifyInstance } from 'fastify';

/** Whether the instance is shutting down: readiness fails (`draining`) and every answer ends its connection. */
export interface Draining {
  readonly isDraining: boolean;
  /** Marks the instance draining, for good (shutdown calls it when the signal arrives). */
  start(): void;
}

export function createDraining(): Draining {
  let isDraining = false;
  return {
    get isDraining() {
      return isDraining;
    },
    start() {
      isDraining = true;
    },
  };
}

/**
 * While draining, every answer carries `Connection: close`: a keep-alive connection ends with the request under way
 * instead of idling until its keep-alive timeout (72 s), which would hold the shutdown until the drain limit.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, draining: Pick<Draining, 'isDraining'>): void {
  // A callback hook, not an async one: a promise per reply would cost a microtask hop on every request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
}
