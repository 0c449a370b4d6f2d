import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataGenerations } from '../../src/db/data-generations';
import { COMPRESSION_OPTIONS } from '../../src/plugins/compression';
import { registerReplyCache, runCapturingReads } from '../../src/http/reply-cache';

const LIST = { items: Array.from({ length: 100 }, (_, nmbr) => ({ nmbr, paragraph: 'Could we get two extra towels as well?' })) };
const NOW = new Date('2030-01-01T12:00:00.100Z');

describe('the reply cache with compression', () => {
  let app: FastifyInstance;
  const brotli = vi.fn(zlib.brotliCompressSync);
  const handler = vi.fn(async () => LIST);

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { accountId: 'account-1', role: 'GUIDE' } as NonNullable<typeof request.auth>;
    });
    // The app's settings, with a zlib whose brotli calls are counted.
    await app.register(compress, { ...COMPRESSION_OPTIONS, zlib: { ...zlib, brotliCompressSync: brotli } });
    const generations = new DataGenerations();
    registerReplyCache(app, { generations, clock: () => NOW });
    app.get('/list', { config: { cacheReply: true } }, (request) => runCapturingReads(request, generations, NOW, handler));
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps the compressed bytes, so a repeated read is neither computed nor compressed again', async () => {
    const ask = () => app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await ask();
    expect(first.headers['content-encoding']).toBe('br');
    expect([handler.mock.calls.length, brotli.mock.calls.length]).toEqual([1, 1]);
    const again = await ask();
    expect([handler.mock.calls.length, brotli.mock.calls.length]).toEqual([1, 1]);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(again.rawPayload).toString())).toEqual(LIST);
  });
});
