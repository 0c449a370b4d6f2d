import { CHAT_FIRST_PAGE, CHAT_LIST_PAGE_SIZE, CHAT_MESSAGE_PAGE_SIZE, chatMessageListQuery } from '@stay/contract';
import { load, type LoadResult } from './api';
import type { Caller } from './large-callers';
import { BUSY_ATTEMPTS, signIn } from './sign-in';

/** Who a read is made as: the demo guest with a current stay, or a guide of the demo park. */
export type Reader = 'guest' | 'staff';

export const READERS: Record<Reader, string> = { guest: 'guest@demo.stay', staff: 'guide@demo.stay' };

export interface HotRead {
  name: string;
  path: string;
  as: Reader;
}

/** Noon (UTC) of today: its day in the park's zone is today, as the deliveries screen asks it. */
function todayAtNoon(): number {
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  return now.getTime();
}

/** The hot path, each read asked as the app asks it for its first screen; only those whose name holds `nameContains`. */
export function hotReads(nameContains = ''): HotRead[] {
  const messagePage = new URLSearchParams(chatMessageListQuery({ pagesize: CHAT_MESSAGE_PAGE_SIZE, markasread: true }));
  const chatList = new URLSearchParams({ page: String(CHAT_FIRST_PAGE), pagesize: String(CHAT_LIST_PAGE_SIZE), disablepaging: 'false' });
  const reads: HotRead[] = [
    { name: 'staff chat list', path: `/api/employee/chat?${chatList}`, as: 'staff' },
    { name: 'guest message page', path: `/api/guest/reservation/current/chat/message?${messagePage}`, as: 'guest' },
    { name: 'guest current reservation', path: '/api/guest/reservation/current', as: 'guest' },
    { name: 'product list', path: '/api/guest/product?lang=en', as: 'guest' },
    { name: 'open order', path: '/api/guest/order/open?lang=en&orCreate=true', as: 'guest' },
    { name: 'staff arrivals', path: '/api/employee/reservation/check-in', as: 'staff' },
    { name: 'staff departures', path: '/api/employee/reservation/check-out', as: 'staff' },
    { name: 'staff in-house', path: '/api/employee/reservation/on-premise', as: 'staff' },
    { name: 'deliveries of the day', path: `/api/employee/orderdelivery/onDay/${todayAtNoon()}`, as: 'staff' },
  ];
  return reads.filter(({ name }) => name.includes(nameContains));
}

export interface HotReadResult extends LoadResult {
  path: string;
  as: string;
  /** Items in the first answer (a list's length or a page's `items`), to see that the read is not empty. */
  items: number | null;
}

function itemsIn(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)) return (body as { items: unknown[] }).items.length;
  return null;
}

export type HotReadOutcome = { name: string; result: HotReadResult } | { name: string; error: string };

export interface Target {
  label: string;
  baseUrl: string;
}

/** Several runs of one read as one figure: mean throughput and median, the worst p99 and max, every error. */
function combined(runs: readonly LoadResult[]): LoadResult {
  const mean = (pick: (run: LoadResult) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    name: runs[0]!.name,
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50Ms: mean((run) => run.p50Ms),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    maxMs: Math.max(...runs.map((run) => run.maxMs)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    replyBytes: mean((run) => run.replyBytes),
    requestsWithWarmUp: runs.reduce((sum, run) => sum + run.requestsWithWarmUp, 0),
  };
}

/**
 * Measures every hot read on each target: one checked request first (a read that does not answer 200 is reported as
 * such, not loaded), then 50 connections for 5 s. With two targets (the growth comparison) each read runs on them in
 * the order A B B A, one right after the other, so the machine getting busier or quieter weighs on both alike; a
 * target's figure is then its two runs combined. Answers the outcomes per target label.
 */
export async function measureHotReads(targets: readonly Target[], log: (line: string) => void, nameContains = ''): Promise<Map<string, HotReadOutcome[]>> {
  const tokens = new Map<string, Record<Reader, string>>();
  for (const { label, baseUrl } of targets) {
    tokens.set(label, { guest: (await signIn(baseUrl, READERS.guest)).accesstoken, staff: (await signIn(baseUrl, READERS.staff)).accesstoken });
  }
  const runOrder = targets.length === 2 ? [targets[0]!, targets[1]!, targets[1]!, targets[0]!] : targets;
  const prefixOf = (label: string) => (targets.length > 1 ? `  [${label}] ` : '  ');
  const outcomes = new Map(targets.map(({ label }) => [label, [] as HotReadOutcome[]]));
  for (const read of hotReads(nameContains)) {
    const items = new Map<string, number | null>();
    for (const { label, baseUrl } of targets) {
      const first = await fetch(`${baseUrl}${read.path}`, { headers: { accesstoken: tokens.get(label)![read.as] } });
      const text = await first.text();
      if (first.ok) items.set(label, itemsIn(JSON.parse(text)));
      else {
        log(`${prefixOf(label)}${read.name}: answered ${first.status}, not loaded`);
        outcomes.get(label)!.push({ name: read.name, error: `${read.path} answered ${first.status} ${text.slice(0, 120)}` });
      }
    }
    const runs = new Map<string, LoadResult[]>();
    for (const { label, baseUrl } of runOrder) {
      if (!items.has(label)) continue;
      const result = await load(read.name, `${baseUrl}${read.path}`, { accesstoken: tokens.get(label)![read.as] });
      log(`${prefixOf(label)}${read.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`);
      runs.set(label, [...(runs.get(label) ?? []), result]);
    }
    for (const [label, results] of runs) {
      outcomes.get(label)!.push({ name: read.name, result: { ...combined(results), path: read.path, as: READERS[read.as], items: items.get(label) ?? null } });
    }
  }
  return outcomes;
}

/** A GET as `accesstoken`, asked again while the server sheds load (503 SERVER_BUSY) after the previous read's load. */
async function askWhenNotBusy(url: string, accesstoken: string): Promise<{ status: number; text: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { headers: { accesstoken } });
    const text = await response.text();
    if (response.status !== 503 || attempt === BUSY_ATTEMPTS) return { status: response.status, text };
    await new Promise((resolve) => setTimeout(resolve, (Number(response.headers.get('retry-after')) || 1) * 1000));
  }
}

/** A read computed for every request: its figure, and over how many distinct callers its requests were spread. */
export interface ComputedReadResult extends HotReadResult {
  callers: number;
  /**
   * The server's CPU time per request (user and system, warm-up included): what a read costs whatever else the
   * machine is doing, unlike its rate. Null where the server's CPU time cannot be read.
   */
  cpuMsPerRequest: number | null;
}

export type ComputedReadOutcome = { name: string; result: ComputedReadResult } | { name: string; error: string };

/**
 * Measures every hot read as the product meets it: on a server whose reply cache is off (REPLY_CACHE=off), each
 * request as the next of many distinct signed-in users of the large dataset (guests whose stay is under way, or the
 * staff of its five parks), in turn. A caller whose first request of a read does not answer 200 (a role the read
 * refuses) is left out of that read.
 */
export async function measureComputedReads(
  baseUrl: string,
  callers: Record<Reader, readonly Caller[]>,
  log: (line: string) => void,
  nameContains = '',
  serverCpuSeconds: () => number | null = () => null,
): Promise<ComputedReadOutcome[]> {
  const outcomes: ComputedReadOutcome[] = [];
  for (const read of hotReads(nameContains)) {
    const served: Caller[] = [];
    let items: number | null = null;
    let refusal = '';
    for (const caller of callers[read.as]) {
      const { status, text } = await askWhenNotBusy(`${baseUrl}${read.path}`, caller.accesstoken);
      if (status !== 200) {
        refusal ||= `${caller.email}: ${status} ${text.slice(0, 120)}`;
        continue;
      }
      served.push(caller);
      items ??= itemsIn(JSON.parse(text));
    }
    if (served.length === 0) {
      log(`  ${read.name}: no caller answered 200 (${refusal}), not loaded`);
      outcomes.push({ name: read.name, error: `${read.path} answered no caller: ${refusal}` });
      continue;
    }
    let next = 0;
    const cpuBefore = serverCpuSeconds();
    const result = await load(read.name, `${baseUrl}${read.path}`, {}, () => ({ accesstoken: served[next++ % served.length]!.accesstoken }));
    const cpuAfter = serverCpuSeconds();
    const cpuMsPerRequest = cpuBefore === null || cpuAfter === null || result.requestsWithWarmUp === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / result.requestsWithWarmUp;
    log(
      `  ${read.name} over ${served.length} callers: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `${result.errors} errors, ${cpuMsPerRequest === null ? 'CPU n/a' : `${cpuMsPerRequest.toFixed(3)} ms of server CPU a request`}`,
    );
    outcomes.push({ name: read.name, result: { ...result, path: read.path, as: `${served.length} ${read.as === 'guest' ? 'guests' : 'staff'}`, items, callers: served.length, cpuMsPerRequest } });
  }
  return outcomes;
}
