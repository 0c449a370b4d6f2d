import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's postgresql-15 package puts initdb and pg_ctl (CI installs it). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether a private cluster can be made here: undefined when it can, else why not. */
export function privatePostgresUnavailable(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(POSTGRES_BIN, tool))) return `${path.join(POSTGRES_BIN, tool)} is missing (install postgresql-15 or set POSTGRES_BIN)`;
  }
  return undefined;
}

export interface PrivatePostgres {
  /** DATABASE_URL of its `postgres` database. */
  readonly url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: open connections are terminated, new ones refused. */
  stop(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  dispose(): Promise<void>;
}

/** A port of 127.0.0.1 that nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A PostgreSQL cluster of its own, on a free port of 127.0.0.1 with its socket in its own folder, that a test may stop
 * and start. initdb refuses to run as root, so under root the tools run as the `postgres` user in a folder it owns.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stay-private-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, name), ...args], { cwd: dir }) : run(path.join(POSTGRES_BIN, name), args, { cwd: dir });
  const port = await freePort();
  let isRunning = false;
  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      await tool('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
      isRunning = true;
    },
    async stop() {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      isRunning = false;
    },
    async dispose() {
      if (isRunning) await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
