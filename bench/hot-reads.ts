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
 * Measures every hot read on `target` as the demo guest or guide: one checked request first (a read that does not
 * answer 200 is reported as such, not loaded), then 50 connections for 5 s.
 */
export async function measureHotReads({ baseUrl }: Target, log: (line: string) => void, nameContains = ''): Promise<HotReadOutcome[]> {
  const tokens: Record<Reader, string> = { guest: (await signIn(baseUrl, READERS.guest)).accesstoken, staff: (await signIn(baseUrl, READERS.staff)).accesstoken };
  const outcomes: HotReadOutcome[] = [];
  for (const read of hotReads(nameContains)) {
    const first = await fetch(`${baseUrl}${read.path}`, { headers: { accesstoken: tokens[read.as] } });
    const text = await first.text();
    if (!first.ok) {
      log(`  ${read.name}: answered ${first.status}, not loaded`);
      outcomes.push({ name: read.name, error: `${read.path} answered ${first.status} ${text.slice(0, 120)}` });
      continue;
    }
    const result = await load(read.name, `${baseUrl}${read.path}`, { accesstoken: tokens[read.as] });
    log(`  ${read.name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`);
    outcomes.push({ name: read.name, result: { ...result, path: read.path, as: READERS[read.as], items: itemsIn(JSON.parse(text)) } });
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

/** A server the computed reads are measured on: its signed-in callers and a way to read its CPU time. */
export interface ComputedTarget extends Target {
  callers: Record<Reader, readonly Caller[]>;
  cpuSeconds(): number | null;
}

/** The callers of `target` a read answers 200 (a role the read refuses is left out), and the first answer's items. */
async function callersServed(target: ComputedTarget, read: HotRead): Promise<{ served: Caller[]; items: number | null; refusal: string }> {
  const served: Caller[] = [];
  let items: number | null = null;
  let refusal = '';
  for (const caller of target.callers[read.as]) {
    const { status, text } = await askWhenNotBusy(`${target.baseUrl}${read.path}`, caller.accesstoken);
    if (status !== 200) {
      refusal ||= `${caller.email}: ${status} ${text.slice(0, 120)}`;
      continue;
    }
    served.push(caller);
    items ??= itemsIn(JSON.parse(text));
  }
  return { served, items, refusal };
}

/**
 * Measures every hot read as the product meets it: on servers whose reply cache is off (REPLY_CACHE=off), each
 * request as the next of many distinct signed-in users of the large dataset (guests whose stay is under way, or the
 * staff of its five parks), in turn. With two targets (the growth comparison) each read runs on them in the order
 * A B B A, as the hot reads do; a target's figure is then its two runs combined, its CPU time per request over both.
 * Answers the outcomes per target label.
 */
export async function measureComputedReads(targets: readonly ComputedTarget[], log: (line: string) => void, nameContains = ''): Promise<Map<string, ComputedReadOutcome[]>> {
  const runOrder = targets.length === 2 ? [targets[0]!, targets[1]!, targets[1]!, targets[0]!] : targets;
  const prefixOf = (label: string) => (targets.length > 1 ? `  [${label}] ` : '  ');
  const outcomes = new Map(targets.map(({ label }) => [label, [] as ComputedReadOutcome[]]));
  for (const read of hotReads(nameContains)) {
    const servedBy = new Map<string, { served: Caller[]; items: number | null }>();
    for (const target of targets) {
      const { served, items, refusal } = await callersServed(target, read);
      if (served.length > 0) servedBy.set(target.label, { served, items });
      else {
        log(`${prefixOf(target.label)}${read.name}: no caller answered 200 (${refusal}), not loaded`);
        outcomes.get(target.label)!.push({ name: read.name, error: `${read.path} answered no caller: ${refusal}` });
      }
    }
    const runs = new Map<string, { results: LoadResult[]; cpuSeconds: number | null }>();
    for (const target of runOrder) {
      const callers = servedBy.get(target.label)?.served;
      if (!callers) continue;
      let next = 0;
      const cpuBefore = target.cpuSeconds();
      const result = await load(read.name, `${target.baseUrl}${read.path}`, {}, () => ({ accesstoken: callers[next++ % callers.length]!.accesstoken }));
      const cpuAfter = target.cpuSeconds();
      const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      log(
        `${prefixOf(target.label)}${read.name} over ${callers.length} callers: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
          `${result.errors} errors, ${cpuSeconds === null ? 'CPU n/a' : `${((cpuSeconds * 1000) / result.requestsWithWarmUp).toFixed(3)} ms of server CPU a request`}`,
      );
      const sofar = runs.get(target.label);
      runs.set(target.label, {
        results: [...(sofar?.results ?? []), result],
        cpuSeconds: sofar && (sofar.cpuSeconds === null || cpuSeconds === null) ? null : (sofar?.cpuSeconds ?? 0) + (cpuSeconds ?? 0),
      });
    }
    for (const [label, { results, cpuSeconds }] of runs) {
      const { served, items } = servedBy.get(label)!;
      const result = combined(results);
      const cpuMsPerRequest = cpuSeconds === null || result.requestsWithWarmUp === 0 ? null : (cpuSeconds * 1000) / result.requestsWithWarmUp;
      const as = `${served.length} ${read.as === 'guest' ? 'guests' : 'staff'}`;
      outcomes.get(label)!.push({ name: read.name, result: { ...result, path: read.path, as, items, callers: served.length, cpuMsPerRequest } });
    }
  }
  return outcomes;
}
