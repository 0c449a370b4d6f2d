import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EDITOR_HEADING_LEVELS } from '@stay/contract';
import { Piscina } from 'piscina';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { sanitizerWorkerUrl } from '../src/security/rich-text-sanitizer';

const SERVER_BUNDLE = path.join(REPO_ROOT, 'packages/server/dist/main.js');
const LISTENING = /running at http:\/\/localhost:(\d+)/;

/** The processes below `pid` (children, grandchildren …), each with its command line, from /proc. */
function descendants(pid: number): { pid: number; cmdline: string }[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended meanwhile.
    }
  }
  const below = (parent: number): number[] =>
    [...parents].filter(([, ppid]) => ppid === parent).flatMap(([child]) => [child, ...below(child)]);
  return below(pid).map((child) => {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      // The process ended meanwhile.
    }
    return { pid: child, cmdline };
  });
}

/** Whether the process runs (a process that exited but was not yet reaped is a zombie: state Z). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe.skipIf(process.platform !== 'linux')('npm start (the production build in one process tree)', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('rebuilds a stale server bundle, runs it with node in the npm process tree (no tsx) and stops on SIGTERM to npm', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stay-start-'));
    // A bundle older than every source is stale: npm start must build it again rather than run old code.
    if (existsSync(SERVER_BUNDLE)) utimesSync(SERVER_BUNDLE, 0, 0);

    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        // info: the server's own "SIGTERM received" line shows the signal reached it.
        LOG_LEVEL: 'info',
        // An APP_DIST of its own: npm start does not build the app for it.
        APP_DIST: path.join(dataDir, 'no-app-build'),
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    // 'close': every process writing to npm's output pipes (the server included) has ended.
    const outputClosed = new Promise<void>((resolve) => npm.once('close', () => resolve()));
    let tree: { pid: number; cmdline: string }[] = [];
    try {
      await vi.waitFor(() => expect(output).toMatch(LISTENING), { timeout: 60_000, interval: 50 });
      const port = Number(LISTENING.exec(output)?.[1]);
      expect(output).toContain('Building the server');

      // npm → node scripts/start.mjs, which runs the built server (dist/demo.js outside production) itself: one server
      // process, no tsx anywhere.
      tree = descendants(npm.pid ?? 0);
      expect(tree.map(({ cmdline }) => cmdline)).toEqual([expect.stringMatching(/node .*scripts\/start\.mjs$/)]);
      expect(tree.filter(({ cmdline }) => cmdline.includes('tsx'))).toEqual([]);
      const health = await fetch(`http://127.0.0.1:${port}/api/auth/check`);
      expect(health.status).toBe(401);

      npm.kill('SIGTERM');
      await npmExited;
      await vi.waitFor(() => expect(isRunning(tree[0]?.pid ?? 0)).toBe(false), { timeout: 20_000, interval: 50 });
      expect(await refusesConnections(port)).toBe(true);
      await outputClosed;
      expect(output).toContain('SIGTERM received');
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      for (const { pid } of tree) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 90_000);

  it('bundles the rich-text sanitiser worker as plain JavaScript, the one the built server picks', async () => {
    if (!existsSync(SERVER_BUNDLE)) expect(spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT }).status).toBe(0);
    const builtWorker = sanitizerWorkerUrl(pathToFileURL(SERVER_BUNDLE).href);
    expect(builtWorker).toBe(pathToFileURL(path.join(path.dirname(SERVER_BUNDLE), 'editor-html-worker.js')).href);
    // A worker thread of its own with no TypeScript loader: the bundle must run as it is.
    const pool = new Piscina({ filename: builtWorker, maxThreads: 1 });
    try {
      const policy = { linkSchemes: ['https'], linkRel: 'noopener noreferrer', imageSources: [] };
      const task = { policy, headingLevels: EDITOR_HEADING_LEVELS };
      expect(await pool.run({ ...task, html: '<h2>Rules</h2><p>hi<script>x()</script></p>', maxDepth: 10 })).toEqual({ html: '<h2>Rules</h2><p>hi</p>' });
      expect(await pool.run({ ...task, html: '<p><b><i>x</i></b></p>', maxDepth: 2 })).toEqual({ isTooDeep: true });
    } finally {
      await pool.destroy();
    }
  }, 60_000);

  it('starts the production bundle, which holds no demo code, with NODE_ENV=production, and the demo bundle otherwise', async () => {
    if (!existsSync(SERVER_BUNDLE)) expect(spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT }).status).toBe(0);
    const { startEntry } = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/run-server.mjs')).href)) as { startEntry: (env: object) => string };
    expect(startEntry({ NODE_ENV: 'production' })).toBe('main');
    expect(startEntry({})).toBe('demo');
    expect(startEntry({ NODE_ENV: 'development' })).toBe('demo');
    const demoCode = /seedFullDemo|printDemoLogins|BulkWriter/;
    expect(readFileSync(SERVER_BUNDLE, 'utf8')).not.toMatch(demoCode);
    expect(readFileSync(path.join(path.dirname(SERVER_BUNDLE), 'demo.js'), 'utf8')).toMatch(demoCode);
  }, 60_000);

  it('refuses SEED_DEMO=true or large on the production bundle in one line, since it holds no demo data', () => {
    if (!existsSync(SERVER_BUNDLE)) expect(spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT }).status).toBe(0);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stay-main-'));
    for (const mode of ['true', 'large']) {
      const run = spawnSync(process.execPath, [SERVER_BUNDLE], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: mode },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([`Configuration error: SEED_DEMO=${mode} needs the demo server (npm start outside production); this server holds no demo data`]);
    }
  }, 60_000);
});
