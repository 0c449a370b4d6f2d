// Runs one of the server's built entries (scripts/build-server.mjs) in this very process, building first when the
// build is missing or older than a server or contract source (so nobody runs stale code):
// `node scripts/run-server.mjs <entry> [arguments...]`, e.g. `node scripts/run-server.mjs create-staff --email ...`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, isServerBuildFresh, SERVER_DIST, SERVER_ENTRIES } from './build-server.mjs';

/** The entry `npm start` runs: the production server with NODE_ENV=production (no demo code loaded), else the demo's. */
export const startEntry = (env = process.env) => (env.NODE_ENV === 'production' ? 'main' : 'demo');

/** Builds the server when needed, then loads `dist/<name>.js` here: no child process, signals reach the server itself. */
export async function runBuiltServer(name) {
  if (!Object.hasOwn(SERVER_ENTRIES, name)) throw new Error(`Unknown server entry "${name}" (known: ${Object.keys(SERVER_ENTRIES).join(', ')})`);
  if (!isServerBuildFresh()) {
    console.error('Building the server (its build is missing or older than its sources)...');
    await buildServer();
  }
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(SERVER_DIST, `${name}.js`)).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2] ?? '';
  // The command reads its own arguments from process.argv.slice(2), as if started on its own.
  process.argv.splice(2, 1);
  await runBuiltServer(name);
}
