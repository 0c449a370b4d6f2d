import { Agent } from 'node:http';
import { CHAT_REFRESH_INTERVAL_MS } from '@stay/contract';
import { hotReads } from './hot-reads';
import { sendRequest } from './send-request';
import type { Caller } from './large-callers';
import { BENCH_METRICS_TOKEN } from './server-process';
import { summarise, type LatencySummary } from './stats';

export const REALISTIC_GUESTS = 1000;
export const REALISTIC_STAFF = 50;
export const REALISTIC_MESSAGES_PER_SECOND = 10;
export const REALISTIC_ORDERS_PER_SECOND = 2;
export const REALISTIC_WARM_UP_SECONDS = 10;
export const REALISTIC_SECONDS = 60;
/** The app's suite page asks again every minute while it is shown (packages/app/src/domains/suite/queries.ts). */
const SUITE_REFRESH_MS = 60_000;
/** The staff inbox is stale after 30 s (domains/chat/staff/use-chat-list.ts): shown again, it is read again, with the unread count. */
const STAFF_INBOX_MS = 30_000;
/** The staff reservation lists and deliveries are stale after a minute (domains/staff-reservation, domains/staff-delivery). */
const STAFF_LISTS_MS = 60_000;
/** Guests who put something in their order, prepared before the run (their open order and a product to add). */
const SHOPPERS = 40;

interface Sample {
  call: string;
  ms: number;
  ok: boolean;
}

interface Shopper {
  token: string;
  ordernmbr: number;
  productkey: string;
}

export interface RealisticMixResult {
  guests: number;
  staff: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  errorSamples: string[];
  perCall: Record<string, LatencySummary & { errors: number }>;
  /** The worst p99 of any call, and which. */
  worst: { call: string; p99: number };
  /** Reads of the routes with kept replies during the measured window, from the server's /metrics. */
  replyCache: { hits: number; misses: number; hitRate: number } | undefined;
}


async function replyCacheCounts(baseUrl: string): Promise<{ hits: number; misses: number } | undefined> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } }).catch(() => undefined);
  if (!response?.ok) return undefined;
  const text = await response.text();
  const count = (outcome: string) => Number(new RegExp(`^stay_reply_cache_requests_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hits: count('hit'), misses: count('miss') };
}

function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Opens (or creates) the order of guests whose stay is under way, picks a product whose amount counts and tries an item
 * for tomorrow (taken out again), before the clock runs: a stay that ends today cannot take it.
 */
async function prepareShoppers(agent: Agent, baseUrl: string, guests: readonly Caller[]): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const openOrder = hotReads().find((read) => read.name === 'open order')!.path;
  for (const guest of guests) {
    if (shoppers.length === SHOPPERS) break;
    const order = await sendRequest(agent, baseUrl, 'GET', openOrder, guest.accesstoken);
    const products = await sendRequest(agent, baseUrl, 'GET', '/api/guest/product?lang=en', guest.accesstoken);
    if (order.status !== 200 || products.status !== 200) continue;
    const ordernmbr = (JSON.parse(order.body) as { order?: { nmbr: number } } | null)?.order?.nmbr;
    const list = JSON.parse(products.body) as { productkey: string; unit: string; capacity: number | null; disableAmount: boolean }[];
    const productkey = list.find((product) => product.capacity === null && product.unit !== 'DAY' && !product.disableAmount)?.productkey;
    if (!ordernmbr || !productkey) continue;
    const tried = await sendRequest(agent, baseUrl, 'POST', `/api/guest/order/${ordernmbr}/delivery?lang=en`, guest.accesstoken, { productkey, quantity: 1, deliverydate: tomorrow() });
    if (tried.status !== 200) continue;
    const deliveries = (JSON.parse(tried.body) as { orderdeliveries?: { nmbr: number }[] }).orderdeliveries ?? [];
    for (const { nmbr } of deliveries) await sendRequest(agent, baseUrl, 'DELETE', `/api/guest/order/${ordernmbr}/delivery/${nmbr}?lang=en`, guest.accesstoken);
    shoppers.push({ token: guest.accesstoken, ordernmbr, productkey });
  }
  return shoppers;
}

/**
 * The park on a busy day, at the app's own pace: 1,000 guests with the app open, each asking for the chat page every
 * 2 minutes (the chat's polling) and for the suite every minute (the suite page's refresh), and 50 guides reading the
 * inbox with its unread count every 30 s and the arrivals, in-house and deliveries lists every minute (when the app
 * finds them stale) — each first request at a random moment within its interval, so the load is steady from the
 * start. Meanwhile guests send 10 chat messages and add 2 items to their orders a second. Requests go out on
 * schedule whether or not earlier ones were answered (as independent phones do), for a warm-up and then
 * REALISTIC_SECONDS that count.
 */
export async function runRealisticMix(baseUrl: string, guests: readonly Caller[], staff: readonly Caller[]): Promise<RealisticMixResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const reads = new Map(hotReads().map((read) => [read.name, read.path]));
  const samples: Sample[] = [];
  const errorSamples: string[] = [];
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  let recordFrom = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;

  const call = (name: string, method: string, path: string, token: string, body?: () => unknown) => {
    const started = performance.now();
    if (started >= stopAt) return;
    const done = sendRequest(agent, baseUrl, method, path, token, body?.())
      .then((answer) => ({ ok: answer.status >= 200 && answer.status < 300, problem: `${answer.status} ${answer.body.slice(0, 120)}` }))
      .catch((error: unknown) => ({ ok: false, problem: error instanceof Error ? error.message : String(error) }))
      .then(({ ok, problem }) => {
        if (started < recordFrom) return;
        samples.push({ call: name, ms: performance.now() - started, ok });
        if (!ok && errorSamples.length < 10) errorSamples.push(`${name}: ${problem}`);
      });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  /** `ask` every `intervalMs`, the first time at a random moment within the first interval. */
  const every = (intervalMs: number, ask: () => void) => {
    timers.push(
      setTimeout(() => {
        ask();
        timers.push(setInterval(ask, intervalMs));
      }, Math.random() * intervalMs),
    );
  };

  const shoppers = await prepareShoppers(agent, baseUrl, guests);
  if (shoppers.length === 0) throw new Error('no guest could open an order with an orderable product');
  const before = { at: performance.now() };

  for (const guest of guests) {
    every(CHAT_REFRESH_INTERVAL_MS, () => call('GET guest message page', 'GET', reads.get('guest message page')!, guest.accesstoken));
    every(SUITE_REFRESH_MS, () => call('GET guest suite', 'GET', '/api/guest/accommodation/current?lang=en', guest.accesstoken));
  }
  for (const member of staff) {
    every(STAFF_INBOX_MS, () => {
      call('GET staff chat list', 'GET', reads.get('staff chat list')!, member.accesstoken);
      call('GET staff unread', 'GET', '/api/employee/chat/unread', member.accesstoken);
    });
    every(STAFF_LISTS_MS, () => {
      call('GET staff arrivals', 'GET', reads.get('staff arrivals')!, member.accesstoken);
      call('GET staff in-house', 'GET', reads.get('staff in-house')!, member.accesstoken);
      call('GET deliveries of the day', 'GET', reads.get('deliveries of the day')!, member.accesstoken);
    });
  }
  let sent = 0;
  timers.push(
    setInterval(() => {
      const guest = guests[Math.floor(Math.random() * guests.length)]!;
      sent += 1;
      call('POST chat message', 'POST', '/api/guest/reservation/current/chat/message', guest.accesstoken, () => ({ paragraph: `Realistic mix message ${sent}` }));
    }, 1000 / REALISTIC_MESSAGES_PER_SECOND),
  );
  let ordered = 0;
  timers.push(
    setInterval(() => {
      const shopper = shoppers[(ordered += 1) % shoppers.length]!;
      call('POST order item', 'POST', `/api/guest/order/${shopper.ordernmbr}/delivery?lang=en`, shopper.token, () => ({
        productkey: shopper.productkey,
        quantity: 1,
        deliverydate: tomorrow(),
      }));
    }, 1000 / REALISTIC_ORDERS_PER_SECOND),
  );

  recordFrom = before.at + REALISTIC_WARM_UP_SECONDS * 1000;
  stopAt = recordFrom + REALISTIC_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, recordFrom - performance.now()));
  const cacheBefore = await replyCacheCounts(baseUrl);
  await new Promise((resolve) => setTimeout(resolve, stopAt - performance.now()));
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(inFlight);
  const cacheAfter = await replyCacheCounts(baseUrl);
  agent.destroy();

  const perCall: RealisticMixResult['perCall'] = {};
  for (const name of [...new Set(samples.map((sample) => sample.call))].sort()) {
    const ofCall = samples.filter((sample) => sample.call === name);
    perCall[name] = { ...summarise(ofCall.map((sample) => sample.ms)), errors: ofCall.filter((sample) => !sample.ok).length };
  }
  const worstName = Object.keys(perCall).reduce((worst, name) => (perCall[name]!.p99 > (perCall[worst]?.p99 ?? -1) ? name : worst), '');
  const replyCache =
    cacheBefore && cacheAfter
      ? (() => {
          const hits = cacheAfter.hits - cacheBefore.hits;
          const misses = cacheAfter.misses - cacheBefore.misses;
          return { hits, misses, hitRate: hits + misses > 0 ? hits / (hits + misses) : 0 };
        })()
      : undefined;
  return {
    guests: guests.length,
    staff: staff.length,
    seconds: REALISTIC_SECONDS,
    requests: samples.length,
    requestsPerSecond: samples.length / REALISTIC_SECONDS,
    errors: samples.filter((sample) => !sample.ok).length,
    errorSamples,
    perCall,
    worst: { call: worstName, p99: perCall[worstName]?.p99 ?? Number.NaN },
    replyCache,
  };
}
