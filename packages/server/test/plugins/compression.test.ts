import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST_BROTLI,
  FAST_COMPRESSION_MAX_BYTES,
  FAST_GZIP,
  registerCompression,
  SYNC_COMPRESSION_MAX_BYTES,
  THOROUGH_BROTLI,
  THOROUGH_GZIP,
} from '../../src/plugins/compression';

const LARGE = { items: Array.from({ length: 200 }, (_, index) => ({ nmbr: index, paragraph: 'Could we get two extra towels?' })) };
/** Just above FAST_COMPRESSION_MAX_BYTES as JSON, and below SYNC_COMPRESSION_MAX_BYTES. */
const LARGER = { items: Array.from({ length: 1500 }, (_, index) => ({ nmbr: index, paragraph: `Towels for suite ${index}, please` })) };

describe('compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    app.get('/large', async () => LARGE);
    app.get('/larger', async () => LARGER);
    app.get('/small', async () => ({ ok: true }));
    app.get('/huge', async () => ({ text: 'x'.repeat(SYNC_COMPRESSION_MAX_BYTES * 2) }));
    app.post('/echo', async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large JSON reply brotli-compressed to a client that accepts it, gzip to one that accepts only that', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 5);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(LARGE);

    const gzip = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(LARGE);
  });

  it('compresses a reply below FAST_COMPRESSION_MAX_BYTES at the fast level, a larger one at the thorough level', async () => {
    const sizes = [JSON.stringify(LARGE).length, JSON.stringify(LARGER).length];
    expect(sizes[0]).toBeLessThan(FAST_COMPRESSION_MAX_BYTES);
    expect(sizes[1]).toBeGreaterThanOrEqual(FAST_COMPRESSION_MAX_BYTES);
    expect(sizes[1]).toBeLessThanOrEqual(SYNC_COMPRESSION_MAX_BYTES);
    const ask = (url: string, encoding: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const body = (value: unknown) => Buffer.from(JSON.stringify(value));

    expect((await ask('/large', 'br')).rawPayload).toEqual(brotliCompressSync(body(LARGE), FAST_BROTLI));
    expect((await ask('/larger', 'br')).rawPayload).toEqual(brotliCompressSync(body(LARGER), THOROUGH_BROTLI));
    expect((await ask('/large', 'gzip')).rawPayload).toEqual(gzipSync(body(LARGE), FAST_GZIP));
    expect((await ask('/larger', 'gzip')).rawPayload).toEqual(gzipSync(body(LARGER), THOROUGH_GZIP));
    // The two levels do differ: the test would not notice a swap otherwise.
    expect(brotliCompressSync(body(LARGE), FAST_BROTLI)).not.toEqual(brotliCompressSync(body(LARGE), THOROUGH_BROTLI));
    expect(gzipSync(body(LARGE), FAST_GZIP)).not.toEqual(gzipSync(body(LARGE), THOROUGH_GZIP));
  });

  it('sends plainly to a client that accepts no encoding, and small replies always', async () => {
    const plain = await app.inject({ method: 'GET', url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('still compresses a reply too large to compress in one step, as a stream', async () => {
    const huge = await app.inject({ method: 'GET', url: '/huge', headers: { 'accept-encoding': 'br' } });
    expect(huge.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(huge.rawPayload).toString()).text).toHaveLength(SYNC_COMPRESSION_MAX_BYTES * 2);
  });

  it('takes request bodies as they come: a Content-Encoding on a request changes nothing', async () => {
    const echoed = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: '{"a":1}' });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()).toEqual({ a: 1 });
  });
});
