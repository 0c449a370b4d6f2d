import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { migrateToLatest } from '../../src/db/migrations';
import { createTestDatabase, loadTestConfig, type TestDatabase } from '../support';

/** The CSP's directives by name: `script-src 'self'` → { 'script-src': ["'self'"] }. */
function directivesOf(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  let appDist: string;
  let database: TestDatabase;
  const apps: Record<'http' | 'https', FastifyInstance | undefined> = { http: undefined, https: undefined };
  const app = (scheme: 'http' | 'https') => apps[scheme]!;

  beforeAll(async () => {
    appDist = mkdtempSync(path.join(tmpdir(), 'stay-app-dist-'));
    mkdirSync(path.join(appDist, 'assets'));
    writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>Stay</title><script type="module" src="/assets/main-abc123.js"></script>');
    writeFileSync(path.join(appDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    for (const scheme of ['http', 'https'] as const) {
      const config = { ...loadTestConfig({ JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: `${scheme}://stay.example` }), appDist };
      apps[scheme] = await buildApp({ config, db: database.db, logger: false });
      await apps[scheme].ready();
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((instance) => instance?.close()));
    await database.dispose();
    rmSync(appDist, { recursive: true, force: true });
  });

  const PAGE_PATHS = ['/', '/guest/home', '/assets/main-abc123.js'];
  const API_PATHS = ['/api/auth/check', '/api/account/exists/a@b.c', '/api/no-such-route', '/api/docs-not-the-docs'];

  it.each(PAGE_PATHS)('sends a strict policy on %s', async (url) => {
    const response = await app('http').inject({ method: 'GET', url });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    // Same origin only: the realtime socket is ws(s)://<this host>/api/realtime, which 'self' covers.
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(API_PATHS)('sends the API data policy on %s: nothing may load or run, nothing may frame it', async (url) => {
    const response = await app('http').inject({ method: 'GET', url });
    expect(directivesOf(response.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Headers only a page uses are not sent with data.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-xss-protection']).toBeUndefined();
  });

  it('sends HSTS only when the public address is https, and upgrades insecure requests only then', async () => {
    const plain = await app('http').inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(plain.headers['content-security-policy'])).not.toHaveProperty('upgrade-insecure-requests');
    expect((await app('http').inject({ method: 'GET', url: '/api/auth/check' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await app('https').inject({ method: 'GET', url: '/' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{8}; includeSubDomains/);
    expect(directivesOf(secure.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    const secureApi = await app('https').inject({ method: 'GET', url: '/api/auth/check' });
    expect(secureApi.headers['strict-transport-security']).toMatch(/max-age=\d{8}; includeSubDomains/);
  });

  it('serves the API docs page under a policy that lets it run from its own bundled files', async () => {
    const response = await app('http').inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)|<script[^>]*>[^<\s]/);
  });
});
