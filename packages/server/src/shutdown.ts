import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  /** The app, not listening yet (every connection is counted from the first). */
  app: FastifyInstance;
  /** How long requests under way may take before their connections are closed (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** Closes what outlives the app (the database), once the app has closed. */
  closeAfterApp(): Promise<void>;
  /** Ends the process; process.exit by default. */
  exit?(code: number): void;
}

/**
 * On SIGTERM or SIGINT: readiness answers 503 `draining`, WebSockets close with 1012 (service restart), the server
 * stops accepting connections and closes its idle ones, requests under way finish and their connections close with
 * them. After `drainMs` the connections left are closed, and counted in the log. Then the app's close hooks run (the
 * periodic jobs stop, push deliveries under way finish, the realtime bus and the mailer close), then
 * `closeAfterApp`, and the process exits 0 (1 when closing failed). A second signal exits 1 at once.
 */
export function closeGracefullyOnSignals({ app, drainMs, closeAfterApp, exit = (code) => process.exit(code) }: GracefulShutdownOptions): void {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  async function shutDown(signal: NodeJS.Signals): Promise<void> {
    app.log.info(`${signal} received: finishing the requests under way (at most ${drainMs / 1000} s), then closing`);
    app.platform.draining.start();
    const drainLimit = setTimeout(() => {
      if (connections.size === 0) return;
      app.log.warn(`Shutdown: ${connections.size} connection(s) still open after the ${drainMs / 1000} s drain, closing them`);
      for (const socket of connections) socket.destroy();
    }, drainMs);
    // The server closes once its last connection has; the close hooks after that are not the drain's business.
    app.server.once('close', () => clearTimeout(drainLimit));
    try {
      await app.close();
    } finally {
      clearTimeout(drainLimit);
    }
    await closeAfterApp();
    app.log.info('Shut down');
  }

  let isShuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isShuttingDown) {
      app.log.warn(`${signal} received again during shutdown: exiting now`);
      exit(1);
      return;
    }
    isShuttingDown = true;
    shutDown(signal).then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
