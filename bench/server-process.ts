import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, isServerBuildFresh } from '../scripts/build-server.mjs';

const REPO_ROOT = join(import.meta.dirname, '..');
const STOP_TIMEOUT_MS = 20_000;

export interface ServerOptions {
  /** Shown before the server's progress lines, e.g. `large`. */
  label: string;
  /** `large`, `true` (the demo) or `false` (keep what the data directory holds). */
  seed: 'large' | 'true' | 'false';
  /** Reuse a data directory (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  /** PostgreSQL instead of a SQLite file in the data directory. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Write a V8 CPU profile of the whole server life into this folder. */
  cpuProfileDir?: string;
  /** How long migrating, seeding and starting may take. */
  startTimeoutMs: number;
  /** Print the server's own output (seeding progress) while it starts. */
  showProgress?: boolean;
}

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  /** Milliseconds from spawning to the first answered request (migrations and seeding included). */
  startMs: number;
  /** CPU seconds the server process has used so far (user + system; Linux), or null where /proc is missing. */
  cpuSeconds(): number | null;
  output(): string;
  /** Stops the server; answers the CPU profile it wrote, if it was asked to. */
  stop(): Promise<string | undefined>;
}

/** The bench's servers expose /metrics (as a production server would) with this token; the realistic mix reads it. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-of-at-least-32-characters';

const running = new Set<ChildProcess>();
/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100;

function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Remembers a helper process (a floor server) so an interrupted run kills it too. */
export function trackChild(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Kills every server this run started (for an interrupted or crashed run). */
export function killAllServers(): void {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) while starting:\n${output().slice(-4000)}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not up within ${Math.round(timeoutMs / 1000)} s:\n${output().slice(-4000)}`);
}

let serverBuild: Promise<void> | undefined;

/** The server's bundle, built first when missing or older than its sources (`npm run bench` has just built it). */
function builtServer(): Promise<void> {
  serverBuild ??= isServerBuildFresh() ? Promise.resolve() : buildServer();
  return serverBuild;
}

/**
 * Starts the real server with its demo data as `npm start` runs it (`scripts/run-server.mjs demo`: the bundle
 * `packages/server/dist/demo.js`) in its own process on a free loopback port, with the open-file limit raised to the
 * hard limit (thousands of sockets), and waits until it answers.
 */
export async function startServer(options: ServerOptions): Promise<BenchServer> {
  await builtServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `stay-bench-${options.label}-`));
  const nodeArgs: string[] = [];
  if (options.cpuProfileDir) {
    mkdirSync(options.cpuProfileDir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`);
  }
  const command = `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "${process.execPath}" ${nodeArgs.join(' ')} scripts/run-server.mjs demo`;
  const child = spawn('sh', ['-c', command], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: baseUrl,
      SEED_DEMO: options.seed,
      LOG_LEVEL: 'warn',
      // The bench signs in a handful of demo users many times over a run, from one address; tokens outlive the run.
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '7200',
      RESERVATION_FEED_INTERVAL_MINUTES: '0',
      // The realtime parts hold 5,000 sockets on one staff token; the product's limit is 10 per account.
      REALTIME_SOCKETS_PER_ACCOUNT: '10000',
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  let isStarting = true;
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString();
    log += text;
    if (log.length > 200_000) log = log.slice(-100_000);
    if (options.showProgress && isStarting) {
      for (const line of text.split('\n')) if (line.trim() && !line.startsWith('  ')) console.log(`  [server ${options.label}] ${line}`);
    }
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  const started = performance.now();
  try {
    await waitUntilUp(`${baseUrl}/api/docs/openapi.json`, child, options.startTimeoutMs, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    running.delete(child);
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  isStarting = false;
  const startMs = performance.now() - started;

  return {
    baseUrl,
    dataDir,
    startMs,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      if (!options.cpuProfileDir) return undefined;
      // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (worker threads have others).
      const mainThread = readdirSync(options.cpuProfileDir).filter((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
      return mainThread.length > 0 ? join(options.cpuProfileDir, mainThread.sort().at(-1)!) : undefined;
    },
  };
}
