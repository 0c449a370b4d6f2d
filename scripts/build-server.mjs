// The server's production build (`npm run build -w @stay/server`): esbuild bundles each entry below, with the
// contract's TypeScript source, into packages/server/dist/<name>.js (ES modules, Node 20, source maps). npm packages
// stay plain imports, loaded from node_modules at run time, so `node packages/server/dist/main.js` needs no tsx.
// `main` is the production server and holds no demo code; `demo` is the same server with the demo's seeding
// (packages/demo), which `npm start` runs outside production.
// A new command: add its entry here, then run it as `node ../../scripts/run-server.mjs <name>` (packages/server/package.json).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = join(root, 'packages/server');
export const SERVER_DIST = join(serverRoot, 'dist');

/** Output name → source (relative to packages/server). */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  demo: '../demo/src/main.ts',
  'create-staff': 'src/cli/create-staff.ts',
  'import-reservations': 'src/cli/import-reservations.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  // The rich-text sanitiser's worker thread (security/rich-text-sanitizer.ts picks it when running from dist).
  'editor-html-worker': 'src/security/editor-html-task.ts',
};

/** Everything the bundles are made of: a change to any of these makes the build stale. */
const SOURCES = [
  join(serverRoot, 'src'),
  join(root, 'packages/contract/src'),
  join(root, 'packages/demo/src'),
  join(serverRoot, 'package.json'),
  join(root, 'packages/contract/package.json'),
  join(root, 'packages/demo/package.json'),
  fileURLToPath(import.meta.url),
];

function newestSourceTime(location) {
  const stats = statSync(location);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(location, { withFileTypes: true })) {
    if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestSourceTime(join(location, entry.name)));
  }
  return newest;
}

/** True when every bundle exists and none is older than a server or contract source. */
export function isServerBuildFresh() {
  const bundles = Object.keys(SERVER_ENTRIES).map((name) => join(SERVER_DIST, `${name}.js`));
  if (!bundles.every((bundle) => existsSync(bundle))) return false;
  const oldestBundle = Math.min(...bundles.map((bundle) => statSync(bundle).mtimeMs));
  return SOURCES.every((source) => newestSourceTime(source) <= oldestBundle);
}

/**
 * The contract and the server's package entries the demo imports (`@stay/server/seeding`, `@stay/server/start-server`)
 * are TypeScript source: bundled in, never left to Node.
 */
const serverExports = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')).exports;
const bundleWorkspaceSources = {
  name: 'bundle-workspace-sources',
  setup(build) {
    build.onResolve({ filter: /^@stay\/contract$/ }, () => ({ path: join(root, 'packages/contract/src/index.ts') }));
    build.onResolve({ filter: /^@stay\/server\// }, ({ path }) => {
      const source = serverExports[`.${path.slice('@stay/server'.length)}`];
      if (!source) throw new Error(`${path} is not an entry of packages/server/package.json`);
      return { path: join(serverRoot, source) };
    });
  },
};

/**
 * Builds every entry into a fresh folder, then puts it in place of `dist` (or of `into`), so a server starting
 * meanwhile never reads a half-written bundle. `into` must sit in packages/server, as dist does: a bundle finds the
 * repository from its own place (config.ts REPO_ROOT).
 */
export async function buildServer(into = SERVER_DIST) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('esbuild is missing (installed without dev dependencies?): run `npm run build` where it is installed.');
  }
  const outdir = `${into}.tmp-${process.pid}`;
  rmSync(outdir, { recursive: true, force: true });
  try {
    await esbuild.build({
      absWorkingDir: serverRoot,
      entryPoints: SERVER_ENTRIES,
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [bundleWorkspaceSources],
      sourcemap: true,
      logLevel: 'warning',
    });
    rmSync(into, { recursive: true, force: true });
    renameSync(outdir, into);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    // esbuild's service process would otherwise live on beside the server it just built.
    await esbuild.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Server built: ${Object.keys(SERVER_ENTRIES).map((name) => `dist/${name}.js`).join(', ')}`);
}
