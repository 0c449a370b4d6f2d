import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { trackChild } from './server-process';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Failed connections, timeouts and answers outside 2xx. */
  errors: number;
  /** Mean reply size (body and headers) in bytes, as sent (compressed where the server compressed it). */
  replyBytes: number;
  /** Requests answered in the warm-up and the measured seconds together: what the server worked for in all. */
  requestsWithWarmUp: number;
}

export const CONNECTIONS = 50;
/** What a browser (and so the app) says it accepts; the server answers JSON of 1 kB and more compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const DURATION_SECONDS = 5;
/** Each read is warmed up this long (same connections) before the 5 s that count. */
const WARM_UP_SECONDS = 1;
const TIMEOUT_SECONDS = 10;

/** The headers of each next request (its caller's token): every request may be asked as someone else. */
export type HeadersOfNext = () => Record<string, string>;

async function cannon(url: string, headers: Record<string, string>, duration: number, headersOfNext?: HeadersOfNext) {
  return autocannon({
    url,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
    connections: CONNECTIONS,
    duration,
    timeout: TIMEOUT_SECONDS,
    ...(headersOfNext ? { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headersOfNext() } }) }] } : {}),
  });
}

/**
 * `url` at 50 connections for 5 s (after a short warm-up), asked as a browser asks, as autocannon measures it; with
 * `headersOfNext`, each request adds the headers it answers (a different caller each time).
 */
export async function load(name: string, url: string, headers: Record<string, string> = {}, headersOfNext?: HeadersOfNext): Promise<LoadResult> {
  const warmUp = await cannon(url, headers, WARM_UP_SECONDS, headersOfNext);
  const result = await cannon(url, headers, DURATION_SECONDS, headersOfNext);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.non2xx + result.timeouts,
    replyBytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    requestsWithWarmUp: warmUp.requests.total + result.requests.total,
  };
}

/**
 * The floor: a bare Fastify answering a small JSON in its own process, measured the same way in the same run. With
 * `headersOfNext` every request carries the next caller's headers, as the computed reads' requests do: autocannon
 * spends more of the machine on building each request then, and the floor must pay that as the reads do.
 */
export async function bareFastifyFloor(headersOfNext?: HeadersOfNext): Promise<LoadResult> {
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  try {
    const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
    const address = firstLine.toString().trim();
    return await load('bare Fastify (the floor)', `${address}/hello`, {}, headersOfNext);
  } finally {
    child.kill('SIGTERM');
  }
}
