import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOutgoingGuard, RefusedAddressError, type OutgoingGuard } from '../../platform/network/outgoing-request';

/** What reading a feed gave: its text, or why there is none. */
export type FeedReadResult = { ok: true; text: string; bytes: number } | { ok: false; reason: string };

/** The port to the booking systems' feeds: an http(s)/webcal address or a file on this machine. */
export interface FeedSource {
  read(location: string): Promise<FeedReadResult>;
}

export interface FeedSourceOptions {
  /** The whole download (connect, headers, body, every redirect) must finish within this time. */
  timeoutMs?: number;
  /** Larger answers are refused: a real feed of one suite stays far below. */
  maxBytes?: number;
  /**
   * The outgoing guard web feeds are read through: public addresses only unless a test gives its own (a local feed
   * server on loopback).
   */
  guard?: OutgoingGuard;
}

export const FEED_TIMEOUT_MS = 15_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Booking systems move their exports now and then; more hops than this is a loop or a detour. */
export const FEED_MAX_REDIRECTS = 3;

const WEB_FEED = /^(https?|webcal):\/\//i;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export const isWebFeed = (location: string): boolean => WEB_FEED.test(location);

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`);

class TooLarge extends Error {}

/** A failure whose text is the whole reason; it never quotes what the feed answered. */
class FeedFailure extends Error {}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<{ text: string; bytes: number }> {
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) {
    response.destroy();
    throw new TooLarge();
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) {
      response.destroy();
      throw new TooLarge();
    }
    chunks.push(chunk);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), bytes };
}

function reasonOf(error: unknown): string {
  if (error instanceof RefusedAddressError) return `${error.message} the server does not connect to`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The response of the last hop: redirects are followed by hand, each hop through the guard. */
async function fetchFollowing(guard: OutgoingGuard, start: URL, signal: AbortSignal): Promise<IncomingMessage> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const response = await guard.request(url, {
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'StayCompanion-ReservationImport' },
    });
    const status = response.statusCode ?? 0;
    if (!REDIRECT_STATUSES.has(status)) return response;
    response.resume();
    const location = response.headers.location;
    if (!location) throw new FeedFailure(`the feed answered HTTP ${status} without a Location`);
    if (hop >= FEED_MAX_REDIRECTS) throw new FeedFailure(`the feed redirects more than ${FEED_MAX_REDIRECTS} times`);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new FeedFailure(`the feed answered HTTP ${status} with an unusable Location`);
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new FeedFailure(`the feed redirects to a ${next.protocol} address`);
    url = next;
  }
}

async function readWebFeed(location: string, guard: OutgoingGuard, timeoutMs: number, maxBytes: number): Promise<FeedReadResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // webcal:// is the calendar apps' name for a feed served over HTTPS.
    const response = await fetchFollowing(guard, new URL(location.replace(/^webcal:\/\//i, 'https://')), controller.signal);
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      response.resume();
      return { ok: false, reason: `the feed answered HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}` };
    }
    return { ok: true, ...(await readBody(response, maxBytes)) };
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, reason: `the feed is larger than ${sizeOf(maxBytes)}` };
    if (error instanceof FeedFailure) return { ok: false, reason: error.message };
    if (timedOut) return { ok: false, reason: `the feed did not answer within ${timeoutMs / 1000} s` };
    return { ok: false, reason: `the feed could not be reached (${reasonOf(error)})` };
  } finally {
    clearTimeout(timer);
  }
}

async function readFileFeed(location: string, maxBytes: number): Promise<FeedReadResult> {
  const file = location.startsWith('file:') ? fileURLToPath(location) : path.resolve(location);
  try {
    const info = await stat(file);
    if (!info.isFile()) return { ok: false, reason: `${file} is not a file` };
    if (info.size > maxBytes) return { ok: false, reason: `the feed is larger than ${sizeOf(maxBytes)}` };
    const content = await readFile(file);
    return { ok: true, text: content.toString('utf8'), bytes: content.byteLength };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, reason: code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read (${reasonOf(error)})` };
  }
}

/**
 * Reads feeds over HTTP(S) (with a time limit, a size cap, at most FEED_MAX_REDIRECTS redirects, public addresses only)
 * or from files. A failure's reason names what went wrong (status, size, refused address) and never quotes the answer.
 */
export function createFeedSource({ timeoutMs = FEED_TIMEOUT_MS, maxBytes = FEED_MAX_BYTES, guard = createOutgoingGuard() }: FeedSourceOptions = {}): FeedSource {
  return {
    read: (location) => (isWebFeed(location) ? readWebFeed(location, guard, timeoutMs, maxBytes) : readFileFeed(location, maxBytes)),
  };
}
