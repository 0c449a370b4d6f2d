import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REALTIME_MAX_SOCKETS_PER_ACCOUNT } from '@stay/contract';
import { CONFIG_VARIABLES, ConfigError, loadConfig, REPO_ROOT } from '../src/config';

const MOLLIE_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      appDist: path.join(REPO_ROOT, 'packages/app/dist'),
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      logLevel: 'info',
      seedDemo: 'auto',
    });
  });

  it('finds the repository root from its own location', () => {
    expect(path.basename(path.join(REPO_ROOT, 'packages', 'server'))).toBe('server');
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/stay',
      APP_DIST: '/tmp/dist',
      JWT_SECRET: 's'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_DAYS: '7',
      LOG_LEVEL: 'DEBUG',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/stay',
      appDist: '/tmp/dist',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlDays: 7,
      logLevel: 'debug',
      seedDemo: 'false',
    });
  });

  it('refuses demo seeding and the built-in test PSP in production, and seeds nothing there by default', () => {
    const production = { NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz1234', PUBLIC_URL: 'https://stay.example' };
    expect(loadConfig(production)).toMatchObject({ isProduction: true, seedDemo: 'false', mollieApiKey: production.MOLLIE_API_KEY });
    for (const mode of ['auto', 'true', 'large']) {
      expect(() => loadConfig({ ...production, SEED_DEMO: mode })).toThrow(new ConfigError(`SEED_DEMO=${mode} seeds demo accounts with a published password; with NODE_ENV=production it must be false`));
    }
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^MOLLIE_API_KEY must be set with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ isProduction: false, seedDemo: 'auto', mollieApiKey: undefined });
  });

  it('turns the reply cache off only outside production (a switch for measuring)', () => {
    const production = { NODE_ENV: 'production', MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: 'https://stay.example' };
    expect(loadConfig({}).replyCache).toBe('on');
    expect(loadConfig({ REPLY_CACHE: 'off' }).replyCache).toBe('off');
    expect(loadConfig({ ...production, REPLY_CACHE: 'on' }).replyCache).toBe('on');
    expect(() => loadConfig({ ...production, REPLY_CACHE: 'off' })).toThrow(
      new ConfigError('REPLY_CACHE=off is for measuring only; with NODE_ENV=production it must be on (or unset)'),
    );
    expect(() => loadConfig({ REPLY_CACHE: 'none' })).toThrow(/^REPLY_CACHE must be one of on, off/);
  });

  it('raises the sockets per account only outside production (a switch for measuring)', () => {
    const production = { NODE_ENV: 'production', MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: 'https://stay.example' };
    expect(loadConfig({}).realtimeSocketsPerAccount).toBe(REALTIME_MAX_SOCKETS_PER_ACCOUNT);
    expect(loadConfig({ REALTIME_SOCKETS_PER_ACCOUNT: '10000' }).realtimeSocketsPerAccount).toBe(10_000);
    expect(loadConfig({ ...production, REALTIME_SOCKETS_PER_ACCOUNT: String(REALTIME_MAX_SOCKETS_PER_ACCOUNT) }).realtimeSocketsPerAccount).toBe(REALTIME_MAX_SOCKETS_PER_ACCOUNT);
    expect(() => loadConfig({ ...production, REALTIME_SOCKETS_PER_ACCOUNT: '10000' })).toThrow(
      new ConfigError(`REALTIME_SOCKETS_PER_ACCOUNT is for measuring only; with NODE_ENV=production it must be ${REALTIME_MAX_SOCKETS_PER_ACCOUNT} (or unset)`),
    );
  });

  it('reads a Mollie key per location, each in the form of MOLLIE_API_KEY, only beside MOLLIE_API_KEY', () => {
    const parkKey = 'live_parkparkparkparkparkparkpark1234';
    expect(loadConfig({ MOLLIE_API_KEY: MOLLIE_KEY, MOLLIE_LOCATION_API_KEYS: ` loc-dunes=${parkKey} , loc-forest=${MOLLIE_KEY}` }).mollieLocationApiKeys).toEqual({
      'loc-dunes': parkKey,
      'loc-forest': MOLLIE_KEY,
    });
    expect(loadConfig({}).mollieLocationApiKeys).toEqual({});
    expect(() => loadConfig({ MOLLIE_API_KEY: MOLLIE_KEY, MOLLIE_LOCATION_API_KEYS: 'loc-dunes' })).toThrow(/^MOLLIE_LOCATION_API_KEYS must be <location id>=<API key> pairs/);
    expect(() => loadConfig({ MOLLIE_API_KEY: MOLLIE_KEY, MOLLIE_LOCATION_API_KEYS: 'loc-dunes=secret' })).toThrow(
      "MOLLIE_LOCATION_API_KEYS: the key of location 'loc-dunes' must be test_ or live_ followed by at least 30 letters and digits",
    );
    expect(() => loadConfig({ MOLLIE_API_KEY: MOLLIE_KEY, MOLLIE_LOCATION_API_KEYS: `a=${parkKey},a=${MOLLIE_KEY}` })).toThrow(/names location 'a' twice/);
    expect(() => loadConfig({ MOLLIE_LOCATION_API_KEYS: `loc-dunes=${parkKey}` })).toThrow(/MOLLIE_LOCATION_API_KEYS needs MOLLIE_API_KEY as well/);
  });

  it('allows the test PSP in production only when asked, never together with a Mollie key, and never outside production', () => {
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PSP: 'true' })).toMatchObject({ isProduction: true, allowTestPsp: true, mollieApiKey: undefined });
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PSP: 'false', MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: 'https://stay.example' }).allowTestPsp).toBe(false);
    expect(() => loadConfig({ ALLOW_TEST_PSP: 'true' })).toThrow(new ConfigError(
      'ALLOW_TEST_PSP=true applies only with NODE_ENV=production (elsewhere the test PSP is the default without MOLLIE_API_KEY): remove it',
    ));
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PSP: 'true', MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: 'https://stay.example' })).toThrow(
      /^ALLOW_TEST_PSP=true and MOLLIE_API_KEY are both set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PSP: 'yes' })).toThrow(/^ALLOW_TEST_PSP must be one of true, false/);
  });

  it.each(['abc', 'test_short', 'prod_abcdefghijklmnopqrstuvwxyz1234', 'live_abcdefghijklmnopqrstuvwxyz12-4', `Bearer ${'x'.repeat(40)}`])(
    'refuses the Mollie key %s in any mode',
    (key) => {
      for (const env of [{}, { NODE_ENV: 'production', PUBLIC_URL: 'https://stay.example' }]) {
        expect(() => loadConfig({ ...env, MOLLIE_API_KEY: key })).toThrow(/^MOLLIE_API_KEY must be test_ or live_ followed by at least 30 letters and digits/);
      }
    },
  );

  it.each(['http://localhost:8080', 'https://localhost', 'https://stay.localhost', 'https://127.0.0.1:8443', 'https://[::1]/', 'http://stay.example'])(
    'refuses PUBLIC_URL=%s in production with a Mollie key, and accepts it in development',
    (publicUrl) => {
      expect(() => loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: publicUrl })).toThrow(
        /^PUBLIC_URL must be the park's public https address with MOLLIE_API_KEY set \(Mollie calls \$\{PUBLIC_URL\}\/api\/payment\/webhook\), got '/,
      );
      expect(loadConfig({ MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: publicUrl }).mollieApiKey).toBe(MOLLIE_KEY);
    },
  );

  it('accepts a public https PUBLIC_URL with Mollie in production, and any PUBLIC_URL on the rehearsal test PSP', () => {
    expect(loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: MOLLIE_KEY, PUBLIC_URL: 'https://stay.example/' }).publicUrl).toBe('https://stay.example');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PSP: 'true' }).publicUrl).toBe('http://localhost:8080');
  });

  it('accepts only PostgreSQL URLs, sqlite: paths and plain paths as DATABASE_URL, never echoing the URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/stay' }).databaseUrl).toBe('postgresql://u:p@db:5432/stay');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/stay/stay.db' }).databaseUrl).toBe('sqlite:/var/lib/stay/stay.db');
    expect(loadConfig({ DATABASE_URL: './data/stay.db' }).databaseUrl).toBe('./data/stay.db');
    for (const url of ['mysql://root:s3cret@127.0.0.1/stay', 'http://db.example/stay', 'file:/var/stay.db']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
        /^DATABASE_URL must be postgres:\/\/user:pass@host:5432\/db \(or postgresql:\/\/\), sqlite:<path>, or a file path without a scheme; got a (mysql|http|file): address$/,
      );
    }
    for (const url of ['postgres:/broken', 'postgres://u:s3cret@host:port/db']) {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/^DATABASE_URL is not a valid PostgreSQL URL: it must look like postgres:\/\/user:pass@host:5432\/db$/);
    }
    expect(() => loadConfig({ DATABASE_URL: 'sqlite:' })).toThrow(/^DATABASE_URL sqlite: needs a file path/);
  });

  it('waits 60 s for an unreachable PostgreSQL at start unless told otherwise', () => {
    expect(loadConfig({}).databaseStartTimeoutSeconds).toBe(60);
    expect(loadConfig({ DATABASE_START_TIMEOUT_SECONDS: '0' }).databaseStartTimeoutSeconds).toBe(0);
    expect(() => loadConfig({ DATABASE_START_TIMEOUT_SECONDS: 'soon' })).toThrow(/^DATABASE_START_TIMEOUT_SECONDS must be a whole number from 0 to 3600/);
  });

  it('reads the rate limits and the trusted proxies', () => {
    expect(loadConfig({})).toMatchObject({ rateLimits: { windowMs: 60_000, perAccount: 10, perIp: 60 }, trustProxy: false });
    expect(loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '300', RATE_LIMIT_PER_ACCOUNT: '5', RATE_LIMIT_PER_IP: '500', TRUST_PROXY: '1' })).toMatchObject({
      rateLimits: { windowMs: 300_000, perAccount: 5, perIp: 500 },
      trustProxy: 1,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('runs the saved reservation feeds every 30 minutes unless told otherwise; 0 switches them off', () => {
    expect(loadConfig({}).reservationFeedIntervalMinutes).toBe(30);
    expect(loadConfig({ RESERVATION_FEED_INTERVAL_MINUTES: '5' }).reservationFeedIntervalMinutes).toBe(5);
    expect(loadConfig({ RESERVATION_FEED_INTERVAL_MINUTES: '0' }).reservationFeedIntervalMinutes).toBe(0);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', JWT_SECRET: '' })).toMatchObject({ port: 8080, databaseUrl: undefined, jwtSecret: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ ACCESS_TOKEN_TTL_SECONDS: '-5' }, /ACCESS_TOKEN_TTL_SECONDS/],
    [{ REFRESH_TOKEN_TTL_DAYS: '1.5' }, /REFRESH_TOKEN_TTL_DAYS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ RATE_LIMIT_PER_ACCOUNT: '0' }, /RATE_LIMIT_PER_ACCOUNT/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
    [{ RESERVATION_FEED_INTERVAL_MINUTES: 'hourly' }, /RESERVATION_FEED_INTERVAL_MINUTES/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('documents every variable, once, with a default and a description', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CONFIG_VARIABLES.every((variable) => variable.default !== '' && variable.description !== '')).toBe(true);
    expect(names).toEqual(expect.arrayContaining([
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATA_DIR',
      'APP_DIST',
      'JWT_SECRET',
      'ACCESS_TOKEN_TTL_SECONDS',
      'REFRESH_TOKEN_TTL_DAYS',
      'LOG_LEVEL',
      'SEED_DEMO',
    ]));
  });
});
