import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestDatabase, loadTestConfig, type TestDatabase } from '../support';
import { migrateToLatest } from '../../src/db/migrations';

describe('static app hosting', () => {
  let appDist: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    appDist = mkdtempSync(path.join(tmpdir(), 'stay-app-dist-'));
    mkdirSync(path.join(appDist, 'assets'));
    writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>Stay</title>');
    writeFileSync(path.join(appDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(appDist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
    database = await createTestDatabase('sqlite');
    await migrateToLatest(database.db);
    app = await buildApp({ config: { ...loadTestConfig({ JWT_SECRET: 'x'.repeat(32) }), appDist }, db: database.db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(appDist, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Stay</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy to a browser that accepts it, the plain file to one that does not', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers app routes with index.html so reloads work', async () => {
    const response = await app.inject({ method: 'GET', url: '/guest/home?tab=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Stay</title>');
  });

  it('keeps JSON 404s for unknown API routes and missing files', async () => {
    for (const url of ['/api/nothing', '/assets/missing-file.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });
});
