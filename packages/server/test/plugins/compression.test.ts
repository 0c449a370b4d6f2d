import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression, SYNC_COMPRESSION_MAX_BYTES } from '../../src/plugins/compression';

const LARGE = { items: Array.from({ length: 200 }, (_, index) => ({ nmbr: index, paragraph: 'Could we get two extra towels?' })) };

describe('compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    app.get('/large', async () => LARGE);
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
