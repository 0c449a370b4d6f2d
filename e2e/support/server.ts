import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isServerBuildFresh, SERVER_DIST } from '../../scripts/build-server.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR (its SQLite database lives here), e.g. to read the mail outbox. */
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not come up at ${url}:\n${output()}`);
}

/**
 * The demo server's bundle, as `npm start` runs it; `npm run build` (which `npm run test:e2e` runs first) makes it.
 * A bundle older than the sources would test old code, so that stops the journey.
 */
function demoServerBundle(): string {
  if (!isServerBuildFresh()) throw new Error('The server build is missing or older than its sources: run `npm run build` first.');
  return join(SERVER_DIST, 'demo.js');
}

/** Starts the real server with demo data (the built packages/demo/src/main.ts) on a free port with a fresh SQLite database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const bundle = demoServerBundle();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stay-e2e-'));
  let log = '';
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    // PUBLIC_URL is the address the browser uses, so links in mails and the way back from the payment page stay on it.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: baseUrl,
      // Chromium and the server share a loaded CI machine; a journey must not meet a 503 for a passing stall.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitUntilUp(`${baseUrl}/api/docs/openapi.json`, child, () => log);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
