// `npm run bench`: measures every performance budget in one run, prints one table, writes it to
// bench/results/<iso>.json and exits non-zero when a budget is missed (see the README's "Benchmarks").
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { bareFastifyFloor, CONNECTIONS, DURATION_SECONDS, type LoadResult } from './api';
import {
  bundleVerdict,
  datasetVerdicts,
  fanOutVerdict,
  firstPaintVerdict,
  growthVerdict,
  hotReadVerdict,
  lighthouseVerdict,
  mixedLoadVerdict,
} from './budgets';
import { printProfile, topSelfTime } from './cpu-profile';
import { countRows } from './dataset';
import { firstPaint } from './first-paint';
import { measureHotReads, type HotReadOutcome, type HotReadResult } from './hot-reads';
import { javaScriptGzipBytesFor } from './bundle';
import { lighthouseScores } from './lighthouse';
import { MIXED_CLIENTS, MIXED_SECONDS, runMixedLoad } from './mixed-load';
import { parseOptions, type BenchOptions, type Part } from './options';
import { createBenchDatabase } from './postgres';
import { bareRealtimeFloor, connectSockets, measureFanOut, REALTIME_SOCKETS, type FanOutResult } from './realtime';
import { killAllServers, startServer, type BenchServer } from './server-process';
import { storedSession } from './session';
import { signIn } from './sign-in';
import { notMeasured, printTable, RESULTS_DIR, writeResults, type Verdict } from './verdicts';

/** The whole run is bounded: past this, servers are killed and the run fails. */
const RUN_TIMEOUT_MS = 30 * 60_000;
const SEED_TIMEOUT_MS = 10 * 60_000;
const RESTART_TIMEOUT_MS = 2 * 60_000;
/** SEED_LARGE_SCALE of the growth comparison's smaller dataset. */
const TENTH = '0.1';

const verdicts: Verdict[] = [];
const details: Record<string, unknown> = {};
const log = (line: string) => console.log(line);
const runId = String(process.pid);

let realtimeFloor: FanOutResult | undefined;

/** The bare WebSocket broadcast floor, measured once per run (before the first realtime part needs it). */
async function measureRealtimeFloor(): Promise<FanOutResult | undefined> {
  if (realtimeFloor) return realtimeFloor;
  try {
    const floor = await bareRealtimeFloor(REALTIME_SOCKETS, runId);
    log(`  floor (bare ws broadcast, ${floor.connected} sockets): p99 ${floor.latency.p99.toFixed(1)} ms, p50 ${floor.latency.p50.toFixed(1)} ms, ${floor.missed} missed`);
    details.realtimeFloor = floor;
    realtimeFloor = floor;
  } catch (error) {
    log(`  realtime floor not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
  return realtimeFloor;
}

/** Runs one part; a part that throws fails its budgets with the reason instead of ending the run. */
async function part(budget: string, comparedWith: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    log(`  ${budget}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    verdicts.push(notMeasured(budget, comparedWith, error));
  }
}

function hotReadResults(outcomes: readonly HotReadOutcome[]): Map<string, HotReadResult> {
  return new Map(outcomes.flatMap((outcome) => ('result' in outcome ? [[outcome.name, outcome.result] as const] : [])));
}

/** Seeds a fresh data directory (timed), then restarts on it without seeding, so measurements never include the seed. */
async function seededServer(options: BenchOptions, label: string, scale: string | undefined, cpuProfileDir?: string) {
  const seed = async (mode: 'large' | 'true') => {
    const dataDir = mkdtempSync(join(tmpdir(), `stay-bench-${label}-`));
    try {
      const env: Record<string, string> = scale && mode === 'large' ? { SEED_LARGE_SCALE: scale } : {};
      return { dataDir, server: await startServer({ label, seed: mode, dataDir, env, startTimeoutMs: SEED_TIMEOUT_MS, showProgress: true }) };
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  };
  if (options.dataset !== 'large') {
    log(`\n${label}: seeding the small demo (SEED_DEMO=true) …`);
    const { dataDir, server } = await seed('true');
    return finishSeeding(server, label, 'SEED_DEMO=true (small demo)', dataDir, cpuProfileDir, false);
  }
  const seedMode = `SEED_DEMO=large${scale ? ` SEED_LARGE_SCALE=${scale}` : ''}`;
  log(`\n${label}: seeding (${seedMode}) …`);
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    seeded = await seed('large');
  } catch (error) {
    const lines = error instanceof Error ? error.message.split('\n') : [String(error)];
    const reason = lines.find((line) => /error/i.test(line)) ?? lines[0]!;
    log(`  ${seedMode} failed (${reason}); falling back to the small demo so the other budgets are still measured`);
    const { dataDir, server } = await seed('true');
    return finishSeeding(server, label, `small demo, ${seedMode} failed: ${reason}`, dataDir, cpuProfileDir, false);
  }
  return finishSeeding(seeded.server, label, seedMode, seeded.dataDir, cpuProfileDir, true);
}

async function finishSeeding(seeding: BenchServer, label: string, seedMode: string, dataDir: string, cpuProfileDir: string | undefined, isLarge: boolean) {
  const seedSeconds = seeding.startMs / 1000;
  const seedCpuSeconds = seeding.cpuSeconds();
  const cpu = seedCpuSeconds === null ? '' : ` (${seedCpuSeconds.toFixed(1)} s of CPU in the server)`;
  log(`  seeded and listening after ${seedSeconds.toFixed(1)} s${cpu}; restarting without seeding${cpuProfileDir ? ' under --cpu-prof' : ''}`);
  await seeding.stop();
  let server: BenchServer;
  try {
    server = await startServer({ label, seed: 'false', dataDir, cpuProfileDir, startTimeoutMs: RESTART_TIMEOUT_MS });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    server,
    seedSeconds,
    seedCpuSeconds,
    seedMode,
    isLarge,
    async stop() {
      const profile = await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      return profile;
    },
  };
}

async function measureMain(options: BenchOptions, has: (part: Part) => boolean): Promise<Map<string, HotReadResult> | undefined> {
  const profileDir = options.profile ? join(RESULTS_DIR, `profile-${runId}`) : undefined;
  const main = await seededServer(options, options.dataset, undefined, profileDir);
  const { server } = main;
  details.dataset = { mode: main.seedMode, seedSeconds: main.seedSeconds, seedCpuSeconds: main.seedCpuSeconds };
  let hotReads: Map<string, HotReadResult> | undefined;
  try {
    if (has('dataset')) {
      await part('dataset', 'issue 13 goal 1', async () => {
        const counts = countRows(server.dataDir);
        details.dataset = { ...(details.dataset as object), counts };
        verdicts.push(...datasetVerdicts(counts, main.seedSeconds, main.seedCpuSeconds, main.seedMode));
      });
    }

    if (has('hot-reads') || has('growth')) {
      log(`\nhot reads (${CONNECTIONS} connections, ${DURATION_SECONDS} s each) on ${main.seedMode}`);
      await part('hot reads', 'bare Fastify', async () => {
        const floor: LoadResult = await bareFastifyFloor();
        log(`  floor: ${Math.round(floor.requestsPerSecond)} req/s, p99 ${floor.p99Ms} ms`);
        const outcomes = await measureHotReads(server.baseUrl, log);
        details.floor = floor;
        details.hotReads = outcomes;
        hotReads = hotReadResults(outcomes);
        for (const outcome of outcomes) {
          if ('result' in outcome) verdicts.push(hotReadVerdict(outcome.result, floor));
          else verdicts.push(notMeasured(`hot read ${outcome.name}`, 'bare Fastify', new Error(outcome.error)));
        }
      });
    }

    if (has('stalls')) {
      log(`\nmixed reads and writes: ${MIXED_CLIENTS} clients, ${MIXED_SECONDS} s after warm-up`);
      await part('no stalls', `${MIXED_CLIENTS} clients`, async () => {
        const result = await runMixedLoad(server.baseUrl);
        details.mixedLoad = result;
        if (result.leftOut.length > 0) log(`  left out: ${result.leftOut.join('; ')}`);
        verdicts.push(mixedLoadVerdict(result));
      });
    }

    if (has('realtime')) {
      log(`\nrealtime: ${REALTIME_SOCKETS} staff sockets`);
      await part(`realtime to ${REALTIME_SOCKETS} staff sockets`, 'one instance', async () => {
        const floor = await measureRealtimeFloor();
        const guide = await signIn(server.baseUrl, 'guide@demo.stay');
        const guest = await signIn(server.baseUrl, 'guest@demo.stay');
        const pool = await connectSockets(server.baseUrl, guide.accesstoken, REALTIME_SOCKETS);
        log(`  ${pool.sockets.length} connected in ${pool.connectSeconds.toFixed(1)} s`);
        try {
          const result = await measureFanOut(server.baseUrl, guest.accesstoken, pool, `${runId}-single`);
          details.realtime = { ...result, connectSeconds: pool.connectSeconds, refused: pool.failed };
          verdicts.push(fanOutVerdict(`realtime: a guest's message reaches ${REALTIME_SOCKETS.toLocaleString('en')} staff sockets`, REALTIME_SOCKETS, pool, result, floor));
        } finally {
          pool.close();
        }
      });
    }

    if (has('bundle') || has('lighthouse') || has('first-paint')) await measureFirstScreen(server, has);
  } finally {
    const profile = await main.stop();
    if (profile) {
      const top = topSelfTime(profile);
      details.cpuProfile = { file: profile, top };
      log(`\nCPU profile of the measured server (${profile}), top self time:`);
      printProfile(top);
    }
  }
  return hotReads;
}

async function measureFirstScreen(server: BenchServer, has: (part: Part) => boolean): Promise<void> {
  log('\nfirst screen');
  const guest = storedSession(await signIn(server.baseUrl, 'guest@demo.stay'));
  const guide = storedSession(await signIn(server.baseUrl, 'guide@demo.stay'));
  if (has('bundle') || has('first-paint')) {
    const browser = await launchBrowser();
    try {
      if (has('bundle')) {
        await part('JavaScript for /login', '150 kB', async () => {
          const login = await javaScriptGzipBytesFor(browser, `${server.baseUrl}/login`);
          details.loginJavaScript = login;
          verdicts.push(bundleVerdict(login.bytes, login.files.length));
        });
      }
      if (has('first-paint')) {
        const pages = [
          { name: '/login', path: '/login', session: undefined },
          { name: '/guest/home', path: '/guest/home', session: guest },
        ];
        const paints: Record<string, unknown> = {};
        for (const page of pages) {
          await part(`first paint of ${page.name}`, 'not blank white', async () => {
            const file = join(RESULTS_DIR, `first-paint-${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.png`);
            const paint = await firstPaint(browser, `${server.baseUrl}${page.path}`, file, page.session);
            paints[page.name] = paint;
            log(`  first paint ${page.name}: ${paint.isBlank ? 'blank' : 'something shown'} (${file})`);
            verdicts.push(firstPaintVerdict(page.name, paint));
          });
        }
        details.firstPaint = paints;
      }
    } finally {
      await browser.close();
    }
  }
  if (has('lighthouse')) {
    const pages = [
      { name: '/login', path: '/login', session: undefined },
      { name: 'guest home', path: '/guest/home', session: guest },
      { name: 'staff inbox', path: '/guide/chats', session: guide },
    ];
    const scores: Record<string, unknown> = {};
    for (const page of pages) {
      await part(`Lighthouse mobile ${page.name}`, '95 / 100', async () => {
        const result = await lighthouseScores(`${server.baseUrl}${page.path}`, page.session);
        scores[page.name] = result;
        log(`  Lighthouse ${page.name}: performance ${result.performance}, accessibility ${result.accessibility}`);
        verdicts.push(lighthouseVerdict(page.name, result));
      });
    }
    details.lighthouse = scores;
  }
}

async function measureGrowth(options: BenchOptions, large: Map<string, HotReadResult> | undefined): Promise<void> {
  await part('growth', 'a tenth of the dataset', async () => {
    if (options.dataset !== 'large') throw new Error('needs --dataset large');
    if (!large || large.size === 0) throw new Error('the hot reads on the large dataset were not measured');
    const tenth = await seededServer(options, 'tenth', TENTH);
    try {
      if (!tenth.isLarge) throw new Error(`the tenth could not be seeded with SEED_DEMO=large (${tenth.seedMode})`);
      log(`\ngrowth: the same hot reads on a tenth (${tenth.seedMode})`);
      const outcomes = await measureHotReads(tenth.server.baseUrl, log);
      details.growth = { mode: tenth.seedMode, seedSeconds: tenth.seedSeconds, counts: countRows(tenth.server.dataDir), hotReads: outcomes };
      const small = hotReadResults(outcomes);
      for (const [name, result] of large) {
        const smaller = small.get(name);
        if (smaller) verdicts.push(growthVerdict(name, result, smaller));
        else verdicts.push(notMeasured(`growth ${name}`, 'a tenth of the dataset', new Error('not measured on the tenth')));
      }
    } finally {
      await tenth.stop();
    }
  });
}

async function measureCluster(): Promise<void> {
  log('\nrealtime across two instances on PostgreSQL');
  await part('realtime across two instances (PostgreSQL)', `${REALTIME_SOCKETS} sockets on the second`, async () => {
    const floor = await measureRealtimeFloor();
    const database = await createBenchDatabase();
    const servers: BenchServer[] = [];
    try {
      servers.push(await startServer({ label: 'pg-a', seed: 'true', databaseUrl: database.url, startTimeoutMs: SEED_TIMEOUT_MS }));
      servers.push(await startServer({ label: 'pg-b', seed: 'false', databaseUrl: database.url, startTimeoutMs: RESTART_TIMEOUT_MS }));
      const [first, second] = servers as [BenchServer, BenchServer];
      const guide = await signIn(second.baseUrl, 'guide@demo.stay');
      const guest = await signIn(first.baseUrl, 'guest@demo.stay');
      const pool = await connectSockets(second.baseUrl, guide.accesstoken, REALTIME_SOCKETS);
      log(`  ${pool.sockets.length} connected to the second instance in ${pool.connectSeconds.toFixed(1)} s`);
      try {
        const result = await measureFanOut(first.baseUrl, guest.accesstoken, pool, `${runId}-cluster`);
        details.cluster = { ...result, connectSeconds: pool.connectSeconds, refused: pool.failed };
        verdicts.push(fanOutVerdict('realtime: sent on one instance, received on another (PostgreSQL)', REALTIME_SOCKETS, pool, result, floor));
      } finally {
        pool.close();
      }
    } finally {
      for (const server of servers.reverse()) await server.stop();
      await database.drop();
    }
  });
}

/** This process holds the realtime parts' client sockets; Node cannot raise its own open-file limit. */
function warnAboutOpenFileLimit(): void {
  try {
    const soft = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]);
    if (soft && soft < REALTIME_SOCKETS + 2000) {
      log(`warning: the open-file limit is ${soft}; the realtime parts need about ${REALTIME_SOCKETS + 2000} (run \`ulimit -n 20000\` first)`);
    }
  } catch {
    // not Linux: nothing to check
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const has = (name: Part) => options.parts.has(name);
  const startedAt = new Date();
  // Other work on the machine slows every number; the load average says how busy it was.
  const loadAverageAtStart = loadavg();
  const watchdog = setTimeout(() => {
    console.error(`bench: the run passed ${RUN_TIMEOUT_MS / 60_000} minutes; stopping`);
    killAllServers();
    process.exit(2);
  }, RUN_TIMEOUT_MS);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAllServers();
      process.exit(130);
    });
  }
  if (has('realtime') || has('cluster')) warnAboutOpenFileLimit();
  log(`bench: ${[...options.parts].join(', ')} on ${options.dataset} data${options.profile ? ', CPU profile on' : ''} (${cpus().length} CPUs, load average ${loadAverageAtStart[0]!.toFixed(1)}, Node ${process.version})`);

  const usesMainServer = (['dataset', 'hot-reads', 'growth', 'stalls', 'realtime', 'bundle', 'lighthouse', 'first-paint'] as const).some(has);
  let largeHotReads: Map<string, HotReadResult> | undefined;
  if (usesMainServer) {
    try {
      largeHotReads = await measureMain(options, has);
    } catch (error) {
      verdicts.push(notMeasured(`server on the ${options.dataset} dataset`, 'every budget above', error));
    }
  }
  if (has('growth')) await measureGrowth(options, largeHotReads);
  if (has('cluster')) await measureCluster();
  clearTimeout(watchdog);

  const finishedAt = new Date();
  log('');
  printTable(verdicts);
  const file = writeResults(startedAt, {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    machine: { cpus: cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: loadavg() },
    options: { parts: [...options.parts], dataset: options.dataset, profile: options.profile },
    verdicts,
    details,
  });
  log(`Written to ${file} (${Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)} s)`);
  process.exitCode = verdicts.length > 0 && verdicts.every((verdict) => verdict.pass) ? 0 : 1;
}

await main();
