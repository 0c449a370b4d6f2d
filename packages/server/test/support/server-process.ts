import { spawn } from 'node:child_process';
import path from 'node:path';
import { vi } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { builtServerEntry } from './server-build';

// A test file that starts the real server waits for its migrations and start: on a busy 2-core machine one start can
// take several seconds, so its tests and hooks get more time than the default.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

export interface ServerProcess {
  baseUrl: string;
  /** Sends the signal; resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves with the exit status once the process has exited (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  /** Everything the process printed, for a failing assertion. */
  output(): string;
}

const LISTENING = /running at http:\/\/localhost:(\d+)/;

/**
 * The real server (its production entry `src/main.ts`, bundled: see server-build.ts) as a child process on a free
 * port, with the given environment on top of a quiet, self-contained one (no demo seed, no app build). Resolves when
 * it listens.
 */
export function startServerProcess(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  return startEntryProcess(builtServerEntry('main'), env, timeoutMs);
}

/**
 * The server with the demo's seeding at start-up (`packages/demo/src/main.ts`, what `npm start` runs outside
 * production), for a test that needs SEED_DEMO to seed; otherwise as `startServerProcess`.
 */
export function startDemoServerProcess(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  return startEntryProcess(builtServerEntry('demo'), env, timeoutMs);
}

function startEntryProcess(bundle: string, env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      APP_DIST: path.join(REPO_ROOT, '.no-app-build'),
      DATABASE_URL: '',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = (port: string): ServerProcess => ({
    baseUrl: `http://127.0.0.1:${port}`,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    exited,
    output: () => log,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onOutput = (chunk: Buffer) => {
      log += chunk.toString();
      const port = LISTENING.exec(log)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(server(port));
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited before listening:\n${log}`));
    });
  });
}
