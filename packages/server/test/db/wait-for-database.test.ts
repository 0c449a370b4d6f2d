import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';
import { runAdminStatement } from '../support/test-database';
import { createDb, safeIdentifier } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrations';
import { causeOf, describeTarget } from '../../src/db/wait-for-database';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stay-wait-db-'));
  dataDirs.push(dir);
  return dir;
}

/** A port of 127.0.0.1 with nothing listening: taken from the system, then given back. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Everything before the start's last line, and that line. */
function lines(output: string): { before: string[]; last: string } {
  const all = output.trimEnd().split('\n');
  return { before: all.slice(0, -1), last: all.at(-1) ?? '' };
}

describe('describing a PostgreSQL target', () => {
  it('names host, port and database, never user or password', () => {
    expect(describeTarget('postgres://stay:s3cret@db.example:6543/park')).toBe("at db.example:6543, database 'park'");
    expect(describeTarget('postgresql://stay@db.example/park')).toBe("at db.example:5432, database 'park'");
    expect(describeTarget('postgres://stay@[::1]/')).toBe("at [::1]:5432, database 'stay'");
    expect(describeTarget('postgres:///park?host=/var/run/postgresql')).toBe("at /var/run/postgresql:5432, database 'park'");
  });

  it('says what went wrong in words, also for a refused dual-stack connect', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(causeOf(new AggregateError([refused], ''))).toBe('connection refused (nothing listens there)');
    expect(causeOf(Object.assign(new Error('password authentication failed for user "stay"'), { code: '28P01' }))).toBe(
      'password authentication failed for user "stay"',
    );
  });
});

const PASSWORD = 's3cret-never-printed';

it('a start against a port where nothing listens retries, then fails in one line within DATABASE_START_TIMEOUT_SECONDS', async () => {
  const port = await closedPort();
  const start = startServerProcess({ DATA_DIR: await dataDir(), DATABASE_URL: `postgres://stay:${PASSWORD}@127.0.0.1:${port}/park`, DATABASE_START_TIMEOUT_SECONDS: '1' });
  const error = (await start.then(
    () => expect.fail('the server started'),
    (failure: unknown) => failure,
  )) as Error;
  const { before, last } = lines(error.message.replace(/^The server exited before listening:\n/, ''));
  expect(last).toMatch(
    new RegExp(
      `^Configuration error: DATABASE_URL: PostgreSQL at 127\\.0\\.0\\.1:${port}, database 'park' could not be reached within 1 s \\(\\d+ attempts\\): connection refused \\(nothing listens there\\); start the database or fix the address \\(DATABASE_START_TIMEOUT_SECONDS sets the wait\\)$`,
    ),
  );
  expect(before.length).toBeGreaterThanOrEqual(2);
  for (const line of before) expect(line).toMatch(new RegExp(`^Database: PostgreSQL at 127\\.0\\.0\\.1:${port}, database 'park' cannot be reached yet: connection refused \\(nothing listens there\\); retrying in \\d\\.\\d s$`));
  expect(error.message).not.toContain(PASSWORD);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** TEST_DATABASE_URL with another user, password or database. */
function variantOf(base: string, change: { user?: string; password?: string; database?: string; port?: number }): string {
  const url = new URL(base);
  if (change.user !== undefined) url.username = change.user;
  if (change.password !== undefined) url.password = change.password;
  if (change.database !== undefined) url.pathname = `/${change.database}`;
  if (change.port !== undefined) {
    url.hostname = '127.0.0.1';
    url.port = String(change.port);
  }
  return url.toString();
}

/** Refuses (resets) every connection until told to forward them to the real database. */
async function startGate(target: URL): Promise<{ port: number; refused(): number; open(): void; close(): Promise<void> }> {
  let isOpen = false;
  let refused = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (!isOpen) {
      refused += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    refused: () => refused,
    open: () => {
      isOpen = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (postgresUrl) {
  describe('a start against PostgreSQL', () => {
    it('fails at once, in one line, on an unknown role', async () => {
      const start = startServerProcess({ DATA_DIR: await dataDir(), DATABASE_URL: variantOf(postgresUrl, { user: 'no_such_role_h5', password: PASSWORD }) });
      const error = (await start.then(() => expect.fail('the server started'), (failure: unknown) => failure)) as Error;
      const { before, last } = lines(error.message.replace(/^The server exited before listening:\n/, ''));
      expect(last).toMatch(/^Configuration error: DATABASE_URL: PostgreSQL at [^ ]+:\d+, database '[^']+': role "no_such_role_h5" does not exist; retrying cannot help, check DATABASE_URL and the database$/);
      // The default wait is 60 s: a retry would have printed a line before giving up.
      expect(before).toEqual([]);
      expect(error.message).not.toContain(PASSWORD);
    });

    it('fails at once, in one line, on a database that does not exist', async () => {
      const start = startServerProcess({ DATA_DIR: await dataDir(), DATABASE_URL: variantOf(postgresUrl, { database: 'no_such_database_h5' }) });
      const error = (await start.then(() => expect.fail('the server started'), (failure: unknown) => failure)) as Error;
      const { before, last } = lines(error.message.replace(/^The server exited before listening:\n/, ''));
      expect(last).toMatch(/^Configuration error: DATABASE_URL: PostgreSQL at [^ ]+:\d+, database 'no_such_database_h5': database "no_such_database_h5" does not exist; retrying cannot help/);
      expect(before).toEqual([]);
    });

    describe('that comes up after the server started', () => {
      const name = safeIdentifier(`${new URL(postgresUrl).pathname.slice(1)}_wait_${randomBytes(4).toString('hex')}`);
      beforeAll(async () => {
        await runAdminStatement(postgresUrl, `create database ${name}`);
        const { db } = createDb({ databaseUrl: variantOf(postgresUrl, { database: name }), dataDir: '.' });
        await migrateToLatest(db).finally(() => db.destroy());
      });
      afterAll(() => runAdminStatement(postgresUrl, `drop database if exists ${name} with (force)`));

      it('is waited for: the server starts once it answers', async () => {
        const gate = await startGate(new URL(postgresUrl));
        try {
          const starting = startServerProcess({ DATA_DIR: await dataDir(), DATABASE_URL: variantOf(postgresUrl, { database: name, port: gate.port }) });
          await expect.poll(() => gate.refused(), { interval: 50, timeout: 20_000 }).toBeGreaterThanOrEqual(2);
          gate.open();
          const server = await starting;
          try {
            expect(server.output()).toMatch(new RegExp(`Database: PostgreSQL at 127\\.0\\.0\\.1:${gate.port}, database '${name}' cannot be reached yet: `));
            expect((await fetch(`${server.baseUrl}/api/auth/check`)).status).toBe(401);
          } finally {
            await server.kill('SIGTERM');
          }
        } finally {
          await gate.close();
        }
      });
    });
  });
} else {
  describe.skip('a start against PostgreSQL (TEST_DATABASE_URL not set)', () => {
    it('fails at once on wrong credentials or a missing database, and waits for one that comes up', () => {});
  });
}
