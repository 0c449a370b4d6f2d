import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import appConfig from './packages/app/vite.config.ts';

const APP_ROOT = 'packages/app';
const SERVER_ROOT = 'packages/server';

/**
 * The test files under `root` that replace modules (`vi.mock`): their replacements would leak into other files
 * sharing the module cache, so only they run isolated, each in a fresh module graph. A file may also ask for it with
 * an `@isolate` comment saying why: it depends on module state other files change (Ionic's overlays).
 */
function filesReplacingModules(root: string, testsDir: string): string[] {
  return readdirSync(join(root, testsDir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${testsDir}/${file.split('\\').join('/')}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(|@isolate\b/.test(readFileSync(join(root, file), 'utf8')));
}
const isolatedAppFiles = filesReplacingModules(APP_ROOT, 'src');
const isolatedServerFiles = filesReplacingModules(SERVER_ROOT, 'test');

/** The app's own Vite and test configuration over some of its test files. */
const appProject = (test: NonNullable<ViteUserConfig['test']>): ViteUserConfig => ({
  ...appConfig,
  root: APP_ROOT,
  test: { ...appConfig.test, ...test, root: APP_ROOT },
});

const serverProject = (test: NonNullable<ViteUserConfig['test']>): ViteUserConfig => ({
  test: { root: SERVER_ROOT, environment: 'node', testTimeout: 20_000, hookTimeout: 30_000, ...test },
});
/** The server bundled for the tests that start it as a process (test/support/server-build.ts). */
const SERVER_BUILD_SETUP = 'test/support/build-server-for-tests.ts';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the suites wait on PostgreSQL and SQLite often enough that
    // two workers finish in about two thirds of the time. Each worker has its own PostgreSQL database (test-support).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      // Importing the server (Fastify, Kysely, the modules) into a fresh module graph for every file cost about half of
      // the server suite's time; as for the app, only files that replace modules run isolated.
      serverProject({ name: 'server', include: ['test/**/*.test.ts'], isolate: false, exclude: isolatedServerFiles, globalSetup: SERVER_BUILD_SETUP }),
      serverProject({ name: 'server-isolated', include: isolatedServerFiles, globalSetup: SERVER_BUILD_SETUP }),
      // The demo's seeding on the server's test harness (both dialects); none of its files replaces modules.
      serverProject({ name: 'demo', root: 'packages/demo', include: ['test/**/*.test.ts'], isolate: false }),
      // Importing Ionic and the app into a fresh module graph for every file cost about three quarters of the app
      // suite's time; files that do not replace modules share one graph per worker (each still gets its own jsdom).
      appProject({ name: 'app', isolate: false, exclude: isolatedAppFiles }),
      appProject({ name: 'app-isolated', include: isolatedAppFiles }),
    ],
  },
});
