import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies up to this size are compressed in one synchronous step (a Buffer the reply cache can keep); larger ones stream. */
export const SYNC_COMPRESSION_MAX_BYTES = 512 * 1024;

/**
 * JSON, HTML and text replies of 1 kB and more go brotli- or gzip-compressed to clients that accept it (a phone on 4G
 * gets a 50 kB chat list page as about 5 kB). Registered before the reply cache, so the cache keeps what was sent.
 * Files the app build compressed ahead (static-app) and replies that are already encoded pass through as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, COMPRESSION_OPTIONS);
}

export const COMPRESSION_OPTIONS = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  // Replies only: request bodies are taken as they come (no client of ours compresses them).
  globalDecompression: false,
} satisfies FastifyCompressOptions;
