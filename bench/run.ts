// `npm run bench`: measures every performance budget in one run, prints one table, writes it to
// bench/results/<iso>.json and exits non-zero when a budget is missed (see the README's "Benchmarks").
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { bareFastifyFloor, CONNECTIONS, DURATION_SECONDS, type LoadResult } from './api';
import {
  bundleVerdict,
  CLUSTER_MAX_FLOOR_RATIO,
  computedReadVerdict,
  datasetVerdicts,
  fanOutVerdict,
  firstPaintVerdict,
  growthVerdict,
  hotReadVerdict,
  lighthouseVerdict,
  mixedLoadVerdict,
  overloadVerdict,
  realisticMixVerdict,
  REALTIME_MAX_FLOOR_RATIO,
} from './budgets';
import { printProfile, topSelfTime } from './cpu-profile';
import { countRows } from './dataset';
import { firstPaint } from './first-paint';
import { measureComputedReads, measureHotReads, type ComputedReadOutcome, type ComputedReadResult, type ComputedTarget } from './hot-reads';
import { largeCallerEmails, signInAll } from './large-callers';
import { javaScriptGzipBytesFor } from './bundle';
import { lighthouseScores } from './lighthouse';
import { MIXED_CLIENTS, MIXED_SECONDS, MIXED_THINK_MS, OVERLOAD_THINK_MS, runMixedLoad } from './mixed-load';
import { parseOptions, type BenchOptions, type Part } from './options';
import { REALISTIC_GUESTS, REALISTIC_STAFF, runRealisticMix } from './realistic-mix';
import { createBenchDatabase } from './postgres';
import { bareRealtimeFloor, connectSockets, measureFanOut, REALTIME_SOCKETS, type FanOutResult } from './realtime';
import { killAllServers, startServer, type BenchServer } from './server-process';
import { storedSession } from './session';
import { signIn } from './sign-in';
import { notMeasured, printTable, RESULTS_DIR, writeResults, type Verdict } from './verdicts';

/** The whole run is bounded: past this, servers are killed and the run fails. */
const RUN_TIMEOUT_MS = 30 * 60_000;
const SEED_TIMEOUT_MS = 6 * 60_000;
const RESTART_TIMEOUT_MS = 2 * 60_000;
/** SEED_LARGE_HISTORY of the growth comparison's smaller dataset: the same parks with a tenth of their history. */
const TENTH_HISTORY = '0.1';
/** The label of that dataset's server in the logs and of its data folder. */
const TENTH_LABEL = 'tenth-of-history';

const verdicts: Verdict[] = [];
const details: Record<string, unknown> = {};
const log = (line: string) => console.log(line);
const runId = String(process.pid);
/** Data folders of this run's servers, removed also when the run is interrupted. */
const dataDirs = new Set<string>();

function removeDataDirs(): void {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

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

function computedReadResults(outcomes: readonly ComputedReadOutcome[]): Map<string, ComputedReadResult> {
  return new Map(outcomes.flatMap((outcome) => ('result' in outcome ? [[outcome.name, outcome.result] as const] : [])));
}

/**
 * Seeds a fresh data directory (timed), then restarts on it without seeding, so measurements never include the seed;
 * `history` is the large dataset's SEED_LARGE_HISTORY (undefined: all of it).
 */
async function seededServer(options: BenchOptions, label: string, history: string | undefined, cpuProfileDir?: string) {
  const seed = async (mode: 'large' | 'true') => {
    const dataDir = mkdtempSync(join(tmpdir(), `stay-bench-${label}-`));
    dataDirs.add(dataDir);
    try {
      const env: Record<string, string> = history && mode === 'large' ? { SEED_LARGE_HISTORY: history } : {};
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
  const seedMode = `SEED_DEMO=large${history ? ` SEED_LARGE_HISTORY=${history}` : ''}`;
  log(`\n${label}: seeding (${seedMode}) …`);
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    seeded = await seed('large');
  } catch (error) {
    const lines = (error instanceof Error ? error.message : String(error)).split('\n').filter((line) => line.trim() !== '');
    const lastOutput = lines.length > 1 ? `; the server's last words: ${lines.at(-1)!.trim().slice(0, 160)}` : '';
    const reason = `${lines.find((line) => /error/i.test(line)) ?? lines[0]}${lastOutput}`;
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
    get server() {
      return server;
    },
    /** Stops the server and starts it again on the same data with `env` (a new profile file when profiling). */
    async restart(env: Record<string, string>) {
      await server.stop();
      server = await startServer({ label, seed: 'false', dataDir, cpuProfileDir, env, startTimeoutMs: RESTART_TIMEOUT_MS });
      return server;
    },
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

async function measureMain(options: BenchOptions, has: (part: Part) => boolean): Promise<void> {
  const profileDir = options.profile ? join(RESULTS_DIR, `profile-${runId}`) : undefined;
  const main = await seededServer(options, options.dataset, undefined, profileDir);
  const { server } = main;
  details.dataset = { mode: main.seedMode, seedSeconds: main.seedSeconds, seedCpuSeconds: main.seedCpuSeconds };
  try {
    if (has('dataset')) {
      await part('dataset', 'row counts of the large operator', async () => {
        const counts = countRows(server.dataDir);
        details.dataset = { ...(details.dataset as object), counts };
        verdicts.push(...datasetVerdicts(counts, main.seedSeconds, main.seedCpuSeconds, main.seedMode));
      });
    }

    if (has('hot-reads')) await measureHotReadsPart(options, server, main.isLarge);

    if (has('stalls')) {
      log(`\nmixed reads and writes: ${MIXED_CLIENTS} clients, ${MIXED_THINK_MS} ms on average between requests, ${MIXED_SECONDS} s after warm-up`);
      await part('no stalls', `${MIXED_CLIENTS} clients`, async () => {
        const result = await runMixedLoad(server.baseUrl, MIXED_THINK_MS);
        details.mixedLoad = result;
        if (result.leftOut.length > 0) log(`  left out: ${result.leftOut.join('; ')}`);
        verdicts.push(mixedLoadVerdict(result));
      });
    }

    if (has('overload')) {
      log(`\noverload: ${MIXED_CLIENTS} clients back to back, ${MIXED_SECONDS} s after warm-up`);
      await part('overload', `${MIXED_CLIENTS} clients`, async () => {
        const result = await runMixedLoad(server.baseUrl, OVERLOAD_THINK_MS);
        details.overload = result;
        verdicts.push(overloadVerdict(result));
      });
    }

    if (has('realistic-mix')) await measureRealisticMix(server, main.isLarge);

    if (has('realtime')) {
      log(`\nrealtime: ${REALTIME_SOCKETS} staff sockets`);
      await part(`realtime to ${REALTIME_SOCKETS} staff sockets`, 'one instance', async () => {
        const floor = await measureRealtimeFloor();
        const guide = await signIn(server.baseUrl, 'guide@demo.stay');
        const guest = await signIn(server.baseUrl, 'guest@demo.stay');
        const pool = await connectSockets(server.baseUrl, guide.accesstoken, REALTIME_SOCKETS);
        log(`  ${pool.sockets.length} connected in ${pool.connectSeconds.toFixed(1)} s`);
        try {
          const cpuBefore = server.cpuSeconds();
          const result = await measureFanOut(server.baseUrl, guest.accesstoken, pool, `${runId}-single`);
          const serverCpuMsPerMessage = cpuMsPerMessage(cpuBefore, server.cpuSeconds(), result);
          log(`  p99 ${result.latency.p99.toFixed(1)} ms, p50 ${result.latency.p50.toFixed(1)} ms; the server's CPU ${serverCpuMsPerMessage?.toFixed(1) ?? 'n/a'} ms a message`);
          details.realtime = { ...result, connectSeconds: pool.connectSeconds, refused: pool.failed, serverCpuMsPerMessage };
          verdicts.push(
            fanOutVerdict(`realtime: a guest's message reaches ${REALTIME_SOCKETS.toLocaleString('en')} staff sockets`, REALTIME_MAX_FLOOR_RATIO, REALTIME_SOCKETS, pool, result, floor),
          );
        } finally {
          pool.close();
        }
      });
    }

    if (has('bundle') || has('lighthouse') || has('first-paint')) await measureFirstScreen(server, has);

    // Last: the server is restarted without its reply cache for it.
    if (has('computed-reads') || has('growth')) await measureComputedReadsAndGrowth(options, has, main);
  } finally {
    const profile = await main.stop();
    if (profile) {
      const top = topSelfTime(profile);
      details.cpuProfile = { file: profile, top };
      log(`\nCPU profile of the measured server (${profile}), top self time:`);
      printProfile(top);
    }
  }
}

async function measureRealisticMix(server: BenchServer, isLarge: boolean): Promise<void> {
  log(`\nrealistic mix: ${REALISTIC_GUESTS} guests and ${REALISTIC_STAFF} staff of the large dataset at the app's pace`);
  await part('realistic mix', 'p99 per call', async () => {
    if (!isLarge) throw new Error('needs the large dataset (its guests and staff are the callers)');
    const emails = largeCallerEmails(server.dataDir, REALISTIC_GUESTS);
    const guides = emails.staff.filter((email) => email.startsWith('guide.')).slice(0, REALISTIC_STAFF);
    const guests = await signInAll(server.baseUrl, emails.guests);
    const staff = await signInAll(server.baseUrl, guides);
    log(`  signed in ${guests.length} guests and ${staff.length} guides`);
    const result = await runRealisticMix(server.baseUrl, guests, staff);
    details.realisticMix = result;
    for (const [call, figures] of Object.entries(result.perCall)) {
      log(`  ${call}: ${figures.count} requests, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.errors} errors`);
    }
    if (result.replyCache) log(`  reply cache: ${result.replyCache.hits} hits, ${result.replyCache.misses} misses (${(result.replyCache.hitRate * 100).toFixed(1)}%)`);
    verdicts.push(realisticMixVerdict(result));
  });
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

/** Signs in the large dataset's callers on `server` (its guests under way, then the next to arrive, and its staff). */
async function computedTarget(label: string, server: BenchServer): Promise<ComputedTarget> {
  const emails = largeCallerEmails(server.dataDir);
  const callers = { guest: await signInAll(server.baseUrl, emails.guests), staff: await signInAll(server.baseUrl, emails.staff) };
  log(`  [${label}] signed in ${callers.guest.length} guests and ${callers.staff.length} staff`);
  return { label, baseUrl: server.baseUrl, callers, cpuSeconds: () => server.cpuSeconds() };
}

/**
 * The hot reads as the product meets them: the server restarted with REPLY_CACHE=off, each request made as the next
 * of 250 guests (those whose stay is under way, then the next to arrive) or of the 105 staff of the large dataset;
 * for the growth budget, each read right after on the same parks with a tenth of their history (its own server, reply
 * cache off too).
 */
async function measureComputedReadsAndGrowth(
  options: BenchOptions,
  has: (part: Part) => boolean,
  main: { isLarge: boolean; server: BenchServer; restart(env: Record<string, string>): Promise<BenchServer> },
): Promise<void> {
  if (!main.isLarge) {
    const reason = new Error('needs the large dataset (its guests and staff are the callers, and a tenth of its history the comparison)');
    if (has('computed-reads')) verdicts.push(notMeasured('computed reads', 'bare Fastify', reason));
    if (has('growth')) verdicts.push(notMeasured('growth', 'a tenth of the history', reason));
    return;
  }
  const tenth = has('growth') ? await tenthServer(options) : undefined;
  try {
    log(`\ncomputed reads (${CONNECTIONS} connections, ${DURATION_SECONDS} s each; every request another caller, reply cache off) on large${tenth ? ' and on a tenth of its history' : ''}`);
    await part('computed reads', 'bare Fastify', async () => {
      const targets = [await computedTarget('large', await main.restart({ REPLY_CACHE: 'off' }))];
      if (tenth) targets.push(await computedTarget(TENTH_LABEL, await tenth.restart({ REPLY_CACHE: 'off' })));
      const guests = targets[0]!.callers.guest;
      // The floor's requests carry the guests' tokens in turn, as the reads' requests do (the bare server ignores them).
      let next = 0;
      const nextGuestToken = () => ({ accesstoken: guests[next++ % guests.length]!.accesstoken });
      const floorBefore = await bareFastifyFloor(nextGuestToken);
      log(`  floor (each request with the next guest's token): ${Math.round(floorBefore.requestsPerSecond)} req/s, p99 ${floorBefore.p99Ms} ms`);
      const outcomes = await measureComputedReads(targets, log, options.read);
      const floorAfter = await bareFastifyFloor(nextGuestToken);
      log(`  floor again: ${Math.round(floorAfter.requestsPerSecond)} req/s, p99 ${floorAfter.p99Ms} ms`);
      const floor = meanFloor(floorBefore, floorAfter);
      const large = outcomes.get('large')!;
      details.computedReads = { floor: { before: floorBefore, after: floorAfter, mean: floor }, reads: large };
      if (has('computed-reads')) {
        for (const outcome of large) {
          if ('result' in outcome) verdicts.push(computedReadVerdict(outcome.result, floor));
          else verdicts.push(notMeasured(`computed read ${outcome.name}`, 'bare Fastify', new Error(outcome.error)));
        }
      }
      if (!tenth) return;
      details.growth = { ...(details.growth as object), computedReads: outcomes.get(TENTH_LABEL) };
      const small = computedReadResults(outcomes.get(TENTH_LABEL)!);
      const big = computedReadResults(large);
      for (const { name } of large) {
        const [largeResult, tenthResult] = [big.get(name), small.get(name)];
        if (largeResult && tenthResult) verdicts.push(growthVerdict(name, largeResult, tenthResult));
        else verdicts.push(notMeasured(`growth ${name}`, 'a tenth of the history', new Error('not measured on both datasets')));
      }
    });
  } finally {
    const profile = await tenth?.stop();
    if (profile) {
      const top = topSelfTime(profile);
      details.growthCpuProfile = { file: profile, top };
      log(`\nCPU profile of the server with a tenth of the history (${profile}), top self time:`);
      printProfile(top);
    }
  }
}

/** The floor twice, before and after the hot reads: their mean is the floor the reads are compared with. */
function meanFloor(before: LoadResult, after: LoadResult): LoadResult {
  const mean = (pick: (result: LoadResult) => number) => (pick(before) + pick(after)) / 2;
  return {
    name: 'bare Fastify (mean of two)',
    requestsPerSecond: mean((result) => result.requestsPerSecond),
    p50Ms: mean((result) => result.p50Ms),
    p99Ms: mean((result) => result.p99Ms),
    maxMs: Math.max(before.maxMs, after.maxMs),
    errors: before.errors + after.errors,
    replyBytes: mean((result) => result.replyBytes),
    requestsWithWarmUp: before.requestsWithWarmUp + after.requestsWithWarmUp,
  };
}

/**
 * The large dataset's parks with a tenth of their history on its own server, for the growth comparison (profiled too
 * with --profile, so both sides bear the profiler alike); undefined (and a failed row) when it cannot be.
 */
async function tenthServer(options: BenchOptions): Promise<Awaited<ReturnType<typeof seededServer>> | undefined> {
  let tenth: Awaited<ReturnType<typeof seededServer>> | undefined;
  await part('growth', 'a tenth of the history', async () => {
    if (options.dataset !== 'large') throw new Error('needs --dataset large');
    const profileDir = options.profile ? join(RESULTS_DIR, `profile-${runId}-${TENTH_LABEL}`) : undefined;
    tenth = await seededServer(options, TENTH_LABEL, TENTH_HISTORY, profileDir);
    if (!tenth.isLarge) {
      const reason = tenth.seedMode;
      await tenth.stop();
      tenth = undefined;
      throw new Error(`a tenth of the history could not be seeded with SEED_DEMO=large (${reason})`);
    }
    details.growth = { mode: tenth.seedMode, seedSeconds: tenth.seedSeconds, counts: countRows(tenth.server.dataDir) };
  });
  return tenth;
}

/** The hot reads on the measured server (reply cache on) against the floor. */
async function measureHotReadsPart(options: BenchOptions, server: BenchServer, isLarge: boolean): Promise<void> {
  const measured = isLarge ? 'large' : 'demo';
  log(`\nhot reads (${CONNECTIONS} connections, ${DURATION_SECONDS} s each) on ${measured}`);
  await part('hot reads', 'bare Fastify', async () => {
    const floorBefore = await bareFastifyFloor();
    log(`  floor: ${Math.round(floorBefore.requestsPerSecond)} req/s, p99 ${floorBefore.p99Ms} ms`);
    const outcomes = await measureHotReads({ label: measured, baseUrl: server.baseUrl }, log, options.read);
    const floorAfter = await bareFastifyFloor();
    log(`  floor again: ${Math.round(floorAfter.requestsPerSecond)} req/s, p99 ${floorAfter.p99Ms} ms`);
    const floor = meanFloor(floorBefore, floorAfter);
    details.floor = { before: floorBefore, after: floorAfter, mean: floor };
    details.hotReads = outcomes;
    for (const outcome of outcomes) {
      if ('result' in outcome) verdicts.push(hotReadVerdict(outcome.result, floor));
      else verdicts.push(notMeasured(`hot read ${outcome.name}`, 'bare Fastify', new Error(outcome.error)));
    }
  });
}

async function measureCluster(options: BenchOptions): Promise<void> {
  log('\nrealtime across two instances on PostgreSQL');
  await part('realtime across two instances (PostgreSQL)', `${REALTIME_SOCKETS} sockets on the second`, async () => {
    const floor = await measureRealtimeFloor();
    const database = await createBenchDatabase();
    const servers: BenchServer[] = [];
    try {
      servers.push(await startServer({ label: 'pg-a', seed: 'true', databaseUrl: database.url, startTimeoutMs: SEED_TIMEOUT_MS }));
      // With --profile, the second instance (the one that receives over LISTEN and writes to the sockets) is profiled.
      const cpuProfileDir = options.profile ? join(RESULTS_DIR, `profile-${runId}-pg-b`) : undefined;
      servers.push(await startServer({ label: 'pg-b', seed: 'false', databaseUrl: database.url, cpuProfileDir, startTimeoutMs: RESTART_TIMEOUT_MS }));
      const [first, second] = servers as [BenchServer, BenchServer];
      const guide = await signIn(second.baseUrl, 'guide@demo.stay');
      const guest = await signIn(first.baseUrl, 'guest@demo.stay');
      const pool = await connectSockets(second.baseUrl, guide.accesstoken, REALTIME_SOCKETS);
      log(`  ${pool.sockets.length} connected to the second instance in ${pool.connectSeconds.toFixed(1)} s`);
      try {
        // Seeded moments ago: a commit may otherwise wait behind the write-back of the seed (seen: 280-500 ms).
        await database.checkpoint();
        const cpuBefore = second.cpuSeconds();
        const result = await measureFanOut(first.baseUrl, guest.accesstoken, pool, `${runId}-cluster`);
        const secondCpuMsPerMessage = cpuMsPerMessage(cpuBefore, second.cpuSeconds(), result);
        log(`  p99 ${result.latency.p99.toFixed(1)} ms, p50 ${result.latency.p50.toFixed(1)} ms; the second instance's CPU ${secondCpuMsPerMessage?.toFixed(1) ?? 'n/a'} ms a message`);
        details.cluster = { ...result, connectSeconds: pool.connectSeconds, refused: pool.failed, secondCpuMsPerMessage };
        verdicts.push(fanOutVerdict('realtime: sent on one instance, received on another (PostgreSQL)', CLUSTER_MAX_FLOOR_RATIO, REALTIME_SOCKETS, pool, result, floor));
      } finally {
        pool.close();
      }
    } finally {
      for (const server of servers.reverse()) {
        const profile = await server.stop();
        if (!profile) continue;
        const top = topSelfTime(profile);
        details.clusterCpuProfile = { file: profile, top };
        log(`\nCPU profile of the second instance (${profile}), top self time:`);
        printProfile(top);
      }
      await database.drop();
    }
  });
}

/**
 * CPU milliseconds a server spent per message sent during a fan-out measurement (the uncounted first message
 * included): unlike latency, hardly moved by other work on the machine.
 */
function cpuMsPerMessage(before: number | null, after: number | null, result: FanOutResult): number | undefined {
  return before === null || after === null ? undefined : ((after - before) * 1000) / (result.probes + 1);
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
    removeDataDirs();
    process.exit(2);
  }, RUN_TIMEOUT_MS);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAllServers();
      removeDataDirs();
      process.exit(130);
    });
  }
  if (has('realtime') || has('cluster')) warnAboutOpenFileLimit();
  log(`bench: ${[...options.parts].join(', ')} on ${options.dataset} data${options.profile ? ', CPU profile on' : ''} (${cpus().length} CPUs, load average ${loadAverageAtStart[0]!.toFixed(1)}, Node ${process.version})`);

  const usesMainServer = (['dataset', 'hot-reads', 'computed-reads', 'growth', 'stalls', 'overload', 'realistic-mix', 'realtime', 'bundle', 'lighthouse', 'first-paint'] as const).some(has);
  if (usesMainServer) {
    try {
      await measureMain(options, has);
    } catch (error) {
      verdicts.push(notMeasured(`server on the ${options.dataset} dataset`, 'every budget above', error));
    }
  }
  if (has('cluster')) await measureCluster(options);
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
