import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { rememberingCompressor } from './compression-memo';

/** Replies up to this size are compressed in one synchronous step (a Buffer the reply cache can keep); larger ones stream. */
export const SYNC_COMPRESSION_MAX_BYTES = 512 * 1024;
/** Replies below this size are sent as they are: compressing saves too little to pay for itself. */
const COMPRESSION_MIN_BYTES = 1024;
/** Replies below this size are compressed at the fast level (FAST_BROTLI, FAST_GZIP); larger ones at the thorough one. */
export const FAST_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * Brotli quality 1 costs about a third of quality 4 on the API's replies (17 instead of 47 µs for the 6 kB product
 * list) and writes about 13% more bytes (1.45 instead of 1.28 kB of it): on a reply below FAST_COMPRESSION_MAX_BYTES
 * that is under 1 kB more, well under a millisecond on 4G and inside the first TCP window either way, while the CPU
 * spent per request is what limits how many requests an instance answers. Larger replies, where the difference
 * grows to kilobytes, keep quality 4.
 */
export const FAST_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
export const THOROUGH_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** The same choice for clients that accept gzip but not brotli: level 1, else zlib's default (6). */
export const FAST_GZIP: ZlibOptions = { level: 1 };
export const THOROUGH_GZIP: ZlibOptions = {};

const isFastSize = (payload: Buffer) => payload.length < FAST_COMPRESSION_MAX_BYTES;

/** Replies below FAST_COMPRESSION_MAX_BYTES compressed `fast`, others `thorough`; the small ones remembered (compression-memo). */
function sizedCompressor(fast: (payload: Buffer) => Buffer, thorough: (payload: Buffer) => Buffer): (payload: Buffer) => Buffer {
  const rememberedFast = rememberingCompressor(fast);
  return (payload) => (isFastSize(payload) ? rememberedFast(payload) : thorough(payload));
}

/**
 * The compressors @fastify/compress calls for replies it compresses in one step, choosing the level by size (its own
 * options hold one level for every size). Replies that stream (above SYNC_COMPRESSION_MAX_BYTES) use node:zlib's
 * stream compressors with THOROUGH_BROTLI, or zlib's default level for gzip.
 */
const sizedCompressors = {
  brotliCompressSync: sizedCompressor(
    (payload) => brotliCompressSync(payload, FAST_BROTLI),
    (payload) => brotliCompressSync(payload, THOROUGH_BROTLI),
  ),
  gzipSync: sizedCompressor(
    (payload) => gzipSync(payload, FAST_GZIP),
    (payload) => gzipSync(payload, THOROUGH_GZIP),
  ),
};

/**
 * JSON, HTML and text replies of 1 kB and more go brotli- or gzip-compressed to clients that accept it (a phone on 4G
 * gets a 50 kB chat list page as about 6 kB). Registered before the reply cache, so the cache keeps what was sent.
 * Files the app build compressed ahead (static-app) and replies that are already encoded pass through as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, COMPRESSION_OPTIONS);
}

export const COMPRESSION_OPTIONS = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_MIN_BYTES,
  syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  brotliOptions: THOROUGH_BROTLI,
  zlib: sizedCompressors,
  // Replies only: request bodies are taken as they come (no client of ours compresses them).
  globalDecompression: false,
} satisfies FastifyCompressOptions;
