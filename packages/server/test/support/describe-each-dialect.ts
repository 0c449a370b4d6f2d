import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { authSessionSchema, type AuthSession } from '@stay/contract';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import type { DialectName } from '../../src/db/dialect';
import { migrateToLatest } from '../../src/db/migrations';
import { createAccessTokens, type AccessTokens } from '../../src/security/access-tokens';
import { createFactories, type Factories } from './factories';
import { loadTestConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-only-jwt-secret-with-at-least-32-characters';

/** The password `login` signs in with unless told otherwise (the demo's accounts have it). */
export const TEST_PASSWORD = 'Demo1234';

export interface TestContext {
  readonly dialect: DialectName;
  /** The app on a fresh migrated database (empty unless the suite seeds it); ready, not listening. */
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  /** Signs access tokens with the test secret, e.g. an expired one: `sign(auth, { issuedAtMs: 0 })`. */
  readonly accessTokens: AccessTokens;
  /** Test data in this suite's database: locations, staff, guests, reservations (see factories.ts). */
  readonly factories: Factories;
  /** Signs in through POST /api/auth/create (TEST_PASSWORD by default); throws unless it answers 200. */
  login(email: string, password?: string): Promise<AuthSession>;
  /** Another app on the same database, not yet ready, so a test can add routes. The caller closes it. */
  buildApp(): Promise<FastifyInstance>;
}

let warnedAboutPostgres = false;

function testConfig(databaseUrl: string): Config {
  return {
    ...loadTestConfig(),
    databaseUrl,
    dataDir: path.join(tmpdir(), 'stay-test-data'),
    appDist: path.join(tmpdir(), 'stay-test-no-app-build'),
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'silent',
    // Suites sign the same people in many times a minute; the rate limit tests build apps with the real limits.
    rateLimits: { windowMs: 60_000, perIp: 1_000_000, perAccount: 1_000_000 },
  };
}

export interface SuiteOptions {
  /**
   * Fills the fresh database before the app is built: the demo workspace's tests seed the demo here. Every server
   * suite builds its data with the factories.
   */
  seed?: (db: Db) => Promise<void>;
}

function setUpSuite(dialect: DialectName, postgresUrl: string | undefined, options: SuiteOptions): TestContext {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let config: Config | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`Test context: ${name} is only available inside tests and hooks`);
    return value;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect, postgresUrl);
    config = testConfig(database.databaseUrl);
    await migrateToLatest(database.db);
    await options.seed?.(database.db);
    app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  let factories: Factories | undefined;
  const context: TestContext = {
    dialect,
    get app() {
      return ready(app, 'app');
    },
    get db() {
      return ready(database, 'db').db;
    },
    get config() {
      return ready(config, 'config');
    },
    accessTokens: createAccessTokens(TEST_JWT_SECRET, 900),
    get factories() {
      return (factories ??= createFactories(context));
    },
    async login(email, password = TEST_PASSWORD) {
      const response = await context.app.inject({ method: 'POST', url: '/api/auth/create', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`Login as ${email} failed: ${response.statusCode} ${response.body}`);
      return authSessionSchema.parse(response.json());
    },
    buildApp: () => buildApp({ config: context.config, db: context.db, logger: false }),
  };
  return context;
}

/**
 * Defines the same suite for every database dialect: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
 * (each suite in its own schema, dropped afterwards). Without TEST_DATABASE_URL the PostgreSQL suites are
 * reported as skipped with a loud warning, and on CI (CI set) the run fails instead.
 */
export function describeEachDialect(title: string, defineTests: (context: TestContext) => void, options: SuiteOptions = {}): void {
  describe(`${title} [sqlite]`, () => defineTests(setUpSuite('sqlite', undefined, options)));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    describe(`${title} [postgres]`, () => defineTests(setUpSuite('postgres', postgresUrl, options)));
    return;
  }
  if (process.env.CI) {
    throw new Error('TEST_DATABASE_URL is not set: PostgreSQL suites must run on CI');
  }
  if (!warnedAboutPostgres) {
    warnedAboutPostgres = true;
    console.warn('\n!!! PostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set !!!\n');
  }
  // Registered as skipped so the report shows what did not run.
  describe.skip(`${title} [postgres] (TEST_DATABASE_URL not set)`, () =>
    defineTests(setUpSuite('postgres', undefined, options)),
  );
}
