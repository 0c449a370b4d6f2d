import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What reading a feed gave: its text, or why there is none. */
export type FeedReadResult = { ok: true; text: string; bytes: number } | { ok: false; reason: string };

/** The port to the booking systems' feeds: an http(s)/webcal address or a file on this machine. */
export interface FeedSource {
  read(location: string): Promise<FeedReadResult>;
}

export interface FeedSourceOptions {
  /** The whole download (connect, headers, body) must finish within this time. */
  timeoutMs?: number;
  /** Larger answers are refused: a real feed of one accommodation stays far below. */
  maxBytes?: number;
}

export const FEED_TIMEOUT_MS = 15_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;

const WEB_FEED = /^(https?|webcal):\/\//i;

export const isWebFeed = (location: string): boolean => WEB_FEED.test(location);

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} kB`);

class TooLarge extends Error {}

async function readBody(response: Response, maxBytes: number): Promise<{ text: string; bytes: number }> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new TooLarge();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel();
        throw new TooLarge();
      }
      chunks.push(next.value);
    }
  }
  return { text: Buffer.concat(chunks).toString('utf8'), bytes };
}

function reasonOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function readWebFeed(location: string, timeoutMs: number, maxBytes: number): Promise<FeedReadResult> {
  // webcal:// is the calendar apps' name for a feed served over HTTPS.
  const url = location.replace(/^webcal:\/\//i, 'https://');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      redirect: 'follow',
      headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'StayCompanion-ReservationImport' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: `the feed answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` };
    }
    return { ok: true, ...(await readBody(response, maxBytes)) };
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, reason: `the feed is larger than ${sizeOf(maxBytes)}` };
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

/** Reads feeds over HTTP(S) (with a time limit and a size cap) or from files. */
export function createFeedSource({ timeoutMs = FEED_TIMEOUT_MS, maxBytes = FEED_MAX_BYTES }: FeedSourceOptions = {}): FeedSource {
  return {
    read: (location) => (isWebFeed(location) ? readWebFeed(location, timeoutMs, maxBytes) : readFileFeed(location, maxBytes)),
  };
}
