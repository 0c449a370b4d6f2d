import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEST_SERVER_BUILD } from './server-build';

type BuildServer = (into: string) => Promise<void>;

/**
 * Vitest's global setup for the server suites: bundles the server into TEST_SERVER_BUILD (under a second), so the
 * tests that start it as a process run plain JavaScript. Compiling the sources through tsx in every such process cost
 * about 3 s of CPU a start. Both server projects name this file; their setups run in one process and build once.
 */
export default async function buildServerForTests(): Promise<void> {
  const shared = globalThis as { stayTestServerBuild?: Promise<void> };
  shared.stayTestServerBuild ??= (async () => {
    const script = pathToFileURL(path.resolve(import.meta.dirname, '../../../../scripts/build-server.mjs')).href;
    const { buildServer } = (await import(script)) as { buildServer: BuildServer };
    await buildServer(TEST_SERVER_BUILD);
  })();
  await shared.stayTestServerBuild;
}
