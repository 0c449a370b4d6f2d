import path from 'node:path';

/**
 * The server's bundles (scripts/build-server.mjs) that tests start as processes: built once a run by
 * `build-server-for-tests.ts`, beside dist (a bundle finds the repository from its own place, config.ts REPO_ROOT) and
 * apart from it, so `npm start` rebuilding dist meanwhile (production-start.test.ts) never pulls a bundle from under
 * a starting server.
 */
export const TEST_SERVER_BUILD = path.resolve(import.meta.dirname, '../../test-build');

/** An entry of the build, e.g. `main` (the production server), `demo`, `backup`. */
export function builtServerEntry(name: 'main' | 'demo' | 'backup' | 'restore'): string {
  return path.join(TEST_SERVER_BUILD, `${name}.js`);
}
