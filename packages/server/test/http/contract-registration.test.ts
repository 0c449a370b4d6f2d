import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints, toRouterPath } from '@stay/contract';
import { buildApp } from '../../src/app';
import { migrateToLatest } from '../../src/db/migrations';
import { createTestDatabase, loadTestConfig, TEST_JWT_SECRET, type TestDatabase } from '../support';

/** Every route the app registers, as `METHOD /router/path`, recorded by an onRoute hook on the app's instance. */
const registered = vi.hoisted(() => new Set<string>());

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const createApp = actual.default as unknown as (options?: FastifyServerOptions) => FastifyInstance;
  const createRecordingApp = (options?: FastifyServerOptions) => {
    const app = createApp(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  };
  return { ...actual, default: createRecordingApp };
});

/** /api routes that are not endpoints of the contract, each for a reason. */
const OUTSIDE_THE_CONTRACT: ReadonlyArray<{ route: RegExp; reason: string }> = [
  { route: /^(GET|HEAD) \/api\/docs(\/.*)?$/, reason: 'the OpenAPI document generated from the contract and its browsable page' },
  { route: /^(GET|HEAD) \/api\/realtime$/, reason: 'the WebSocket upgrade; its messages are declared in the contract as realtime events' },
];

const declared = new Set(allEndpoints.map(({ endpoint }) => `${endpoint.method} ${toRouterPath(endpoint.path)}`));

/** Fastify answers HEAD for every GET route by itself. */
const isAutomaticHead = (route: string) => route.startsWith('HEAD ') && registered.has(route.replace(/^HEAD /, 'GET '));

describe('the server registers exactly the contract', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    const config = {
      ...loadTestConfig(),
      databaseUrl: database.databaseUrl,
      dataDir: path.join(tmpdir(), 'stay-test-data'),
      appDist: path.join(tmpdir(), 'stay-test-no-app-build'),
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent' as const,
    };
    app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('registers every endpoint the contract declares, with its method and path', () => {
    const missing = [...declared].filter((route) => !registered.has(route));
    expect(missing).toEqual([]);
    expect(declared.size).toBe(allEndpoints.length);
  });

  it('registers nothing under /api that the contract does not declare', () => {
    const undeclared = [...registered].filter(
      (route) =>
        / \/api(\/|$)/.test(route) &&
        !declared.has(route) &&
        !isAutomaticHead(route) &&
        !OUTSIDE_THE_CONTRACT.some(({ route: allowed }) => allowed.test(route)),
    );
    expect(undeclared).toEqual([]);
  });

  it('keeps the list of routes outside the contract honest: each still exists', () => {
    for (const { route, reason } of OUTSIDE_THE_CONTRACT) {
      expect([...registered].some((candidate) => route.test(candidate)), `${route} (${reason})`).toBe(true);
    }
  });
});
