import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { trackChild } from './server-process';
import { summarise, type LatencySummary } from './stats';

export const REALTIME_SOCKETS = 5000;
/** Messages the guest sends, one after another; each must reach every socket. */
export const REALTIME_PROBES = 20;
const CONNECT_CONCURRENCY = 100;
const CONNECT_TIMEOUT_MS = 180_000;
const BUSY_RETRY_MS = 500;
const PROBE_TIMEOUT_MS = 5_000;
const PROBE_GAP_MS = 250;
/** How long the uncounted first message may be refused with 503 after the sockets connected. */
const SETTLE_TIMEOUT_MS = 30_000;
const REALTIME_PATH = '/api/realtime';

export interface SocketPool {
  sockets: WebSocket[];
  /** Sockets that did not reach `ready`, with the first reason. */
  failed: number;
  firstFailure: string | undefined;
  connectSeconds: number;
  close(): void;
}

function openSocket(baseUrl: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const url = `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}?accesstoken=${encodeURIComponent(token)}`;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no ready within 30 s'));
    }, 30_000);
    socket.once('message', (data) => {
      clearTimeout(timer);
      const event = JSON.parse(String(data)) as { type?: string; code?: string };
      if (event.type === 'ready') resolve(socket);
      else {
        socket.terminate();
        reject(new Error(`answered ${event.type} ${event.code ?? ''}`));
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The server sheds load with 503 while thousands of handshakes arrive; the app reconnects then, and so does this. */
async function openSocketRetryingWhileBusy(baseUrl: string, token: string, deadline: number): Promise<WebSocket> {
  for (;;) {
    try {
      return await openSocket(baseUrl, token);
    } catch (error) {
      const isBusy = error instanceof Error && error.message.includes('Unexpected server response: 503');
      if (!isBusy || performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
    }
  }
}

/**
 * Connects `count` sockets signed in with one staff token (the protocol lets a token back many sockets, as one person
 * with many tabs would), at most 100 handshakes at a time.
 */
export async function connectSockets(baseUrl: string, token: string, count: number): Promise<SocketPool> {
  const sockets: WebSocket[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  const deadline = started + CONNECT_TIMEOUT_MS;
  async function worker(): Promise<void> {
    while (next < count && performance.now() < deadline) {
      next += 1;
      try {
        sockets.push(await openSocketRetryingWhileBusy(baseUrl, token, deadline));
      } catch (error) {
        failed += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, () => worker()));
  failed += count - sockets.length - failed;
  return {
    sockets,
    failed,
    firstFailure,
    connectSeconds: (performance.now() - started) / 1000,
    close: () => sockets.forEach((socket) => socket.terminate()),
  };
}

export interface FanOutResult {
  sockets: number;
  probes: number;
  /** From the moment the guest's POST left to each socket's receipt of the `chat.message`. */
  latency: LatencySummary;
  /** Deliveries that did not arrive within 5 s. */
  missed: number;
  sendErrors: string[];
}

interface ProbeOutcome {
  latencies: number[];
  /** Sockets the message did not reach within 5 s. */
  missed: number;
  /** The send's refusal (status and reply), if it was refused. */
  sendError: string | undefined;
  /** Seconds the server asked to wait when it refused with 503. */
  retryAfterSeconds: number | undefined;
}

/** One chat message with `marker` as its text, timed from the POST leaving to each socket's receipt of it. */
async function probe(sendUrl: string, sendPath: string, guestToken: string, pool: SocketPool, marker: string): Promise<ProbeOutcome> {
  const latencies: number[] = [];
  let waiting = pool.sockets.length;
  let sentAt = 0;
  let allArrived: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (allArrived = resolve));
  const listeners = pool.sockets.map((socket) => {
    let got = false;
    const listener = (data: Buffer) => {
      const at = performance.now();
      if (got || !data.includes(marker)) return;
      got = true;
      latencies.push(at - sentAt);
      waiting -= 1;
      if (waiting === 0) allArrived();
    };
    socket.on('message', listener);
    return () => socket.off('message', listener);
  });
  try {
    sentAt = performance.now();
    const response = await fetch(`${sendUrl}${sendPath}`, {
      method: 'POST',
      headers: { accesstoken: guestToken, 'content-type': 'application/json' },
      body: JSON.stringify({ paragraph: marker }),
    });
    if (!response.ok) {
      const sendError = `${response.status} ${(await response.text()).slice(0, 120)}`;
      const retryAfterSeconds = response.status === 503 ? Number(response.headers.get('retry-after')) || 1 : undefined;
      return { latencies, missed: 0, sendError, retryAfterSeconds };
    }
    await response.arrayBuffer();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([arrived, new Promise((resolve) => (timer = setTimeout(resolve, PROBE_TIMEOUT_MS)))]);
    clearTimeout(timer);
    return { latencies, missed: waiting, sendError: undefined, retryAfterSeconds: undefined };
  } finally {
    listeners.forEach((remove) => remove());
  }
}

/**
 * The guest (signed in on `sendUrl`) sends REALTIME_PROBES chat messages; every socket of `pool` should receive each
 * as a `chat.message`. The receipt time is taken as the frame arrives, before any parsing. First one message that is
 * not counted, sent again while the server sheds load (503 with Retry-After, as the app's outbox does) for at most
 * SETTLE_TIMEOUT_MS: connecting thousands of sockets at once is an overload of its own, and the budget is for the
 * connected steady state.
 */
export async function measureFanOut(
  sendUrl: string,
  guestToken: string,
  pool: SocketPool,
  runId: string,
  sendPath = '/api/guest/reservation/current/chat/message',
): Promise<FanOutResult> {
  const settleUntil = performance.now() + SETTLE_TIMEOUT_MS;
  for (let attempt = 1; ; attempt += 1) {
    const settling = await probe(sendUrl, sendPath, guestToken, pool, `bench-settle-${runId}-${attempt}.`);
    if (settling.retryAfterSeconds === undefined || performance.now() > settleUntil) break;
    await new Promise((resolve) => setTimeout(resolve, settling.retryAfterSeconds! * 1000));
  }
  // The first counted message, like every other, after a gap: the uncounted one's last writes may still be under way.
  await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
  const latencies: number[] = [];
  const sendErrors: string[] = [];
  let missed = 0;
  for (let number = 1; number <= REALTIME_PROBES; number += 1) {
    const outcome = await probe(sendUrl, sendPath, guestToken, pool, `bench-probe-${runId}-${number}.`);
    latencies.push(...outcome.latencies);
    missed += outcome.missed;
    if (outcome.sendError !== undefined) sendErrors.push(outcome.sendError);
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
  }
  return { sockets: pool.sockets.length, probes: REALTIME_PROBES, latency: summarise(latencies), missed, sendErrors };
}

/**
 * The floor: the same sockets and messages against a bare WebSocket broadcast server in its own process (no auth, no
 * database), so the table shows how much of the latency is this machine and these clients.
 */
export async function bareRealtimeFloor(count: number, runId: string): Promise<FanOutResult & { connected: number }> {
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bare-realtime-server.ts')], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  try {
    const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
    const address = firstLine.toString().trim();
    const pool = await connectSockets(address, 'bare', count);
    try {
      return { ...(await measureFanOut(address, 'bare', pool, `${runId}-bare`, '/send')), connected: pool.sockets.length };
    } finally {
      pool.close();
    }
  } finally {
    child.kill('SIGTERM');
  }
}
