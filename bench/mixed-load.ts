import { Agent } from 'node:http';
import { hotReads } from './hot-reads';
import { sendRequest, type Answer } from './send-request';
import { signIn } from './sign-in';
import { summarise, type LatencySummary } from './stats';

export const MIXED_CLIENTS = 100;
export const MIXED_WARM_UP_SECONDS = 5;
export const MIXED_SECONDS = 20;
/**
 * The mean pause of a client between an answer and its next request in the "no stalls" load: about two requests a second
 * per client, far busier than a person at a phone, and together below what one server process can do, so the
 * latencies show stalls rather than a queue. The overload load has none: every client sends as soon as answered.
 */
export const MIXED_THINK_MS = 500;
export const OVERLOAD_THINK_MS = 0;

/**
 * A pause of `meanMs` on average, anywhere from half to one and a half times it. With one fixed pause, clients that
 * were held up together (by the server's start, or one slow moment) stay in step for ever after, and every later
 * request of theirs lands in the same burst: the bench would measure its own convoy, not people at their phones.
 */
const thinkTime = (meanMs: number) => meanMs * (0.5 + Math.random());
const GUEST_SHARE = 0.6;

/** Demo accounts tried as load clients; those whose calls do not answer 200 are left out (and named). */
const GUEST_CANDIDATES = ['guest@demo.stay', 'noguide@demo.stay', 'latecheckout@demo.stay', 'demo@demo.stay'];
const STAFF_CANDIDATES = ['guide@demo.stay', 'bram@demo.stay', 'anouk@demo.stay', 'management@demo.stay', 'backoffice@demo.stay'];

interface ClientState {
  token: string;
  ordernmbr?: number;
  deliverynmbr?: number;
  productkey?: string;
  /** Unique per guest client (1–60), so a client finds its own cart item among those of clients sharing the account. */
  quantity: number;
  sent: number;
}

/** One step of a client's cycle; `path` null skips the step (e.g. no delivery to remove). */
interface Step {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path(state: ClientState): string | null;
  body?(state: ClientState): unknown;
  after?(answer: Answer, state: ClientState): void;
}

function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const byName = new Map(hotReads().map((read) => [read.name, read.path]));
const read = (name: string): Step => ({ name: `GET ${name}`, method: 'GET', path: () => byName.get(name)! });

/** A guest reads the home, chat and shop screens, sends a chat message, puts something in the cart and takes it out. */
const GUEST_CYCLE: Step[] = [
  read('guest current reservation'),
  read('guest message page'),
  {
    name: 'POST chat message',
    method: 'POST',
    path: () => '/api/guest/reservation/current/chat/message',
    body: (state) => ({ paragraph: `Bench load message ${(state.sent += 1)}` }),
  },
  read('product list'),
  {
    ...read('open order'),
    after: (answer, state) => {
      state.ordernmbr = (JSON.parse(answer.body) as { order?: { nmbr: number } } | null)?.order?.nmbr;
    },
  },
  {
    name: 'POST cart add',
    method: 'POST',
    path: (state) => (state.ordernmbr && state.productkey ? `/api/guest/order/${state.ordernmbr}/delivery?lang=en` : null),
    body: (state) => ({ productkey: state.productkey, quantity: state.quantity, deliverydate: tomorrow() }),
    after: (answer, state) => {
      const deliveries = (JSON.parse(answer.body) as { orderdeliveries?: { nmbr: number; productkey: string; quantity: number }[] }).orderdeliveries ?? [];
      const mine = deliveries.filter((delivery) => delivery.productkey === state.productkey && delivery.quantity === state.quantity);
      state.deliverynmbr = Math.max(0, ...mine.map((delivery) => delivery.nmbr)) || undefined;
    },
  },
  {
    name: 'DELETE cart item',
    method: 'DELETE',
    path: (state) => (state.ordernmbr && state.deliverynmbr ? `/api/guest/order/${state.ordernmbr}/delivery/${state.deliverynmbr}?lang=en` : null),
    after: (_answer, state) => {
      state.deliverynmbr = undefined;
    },
  },
];

/** A guide goes over the inbox, the reservation tabs and the day's deliveries. */
const STAFF_CYCLE: Step[] = [
  read('staff chat list'),
  { name: 'GET staff unread', method: 'GET', path: () => '/api/employee/chat/unread' },
  read('staff arrivals'),
  read('staff in-house'),
  read('deliveries of the day'),
];


interface Sample {
  step: string;
  atMs: number;
  ms: number;
  ok: boolean;
  /** 503 SERVER_BUSY: the server shed the request. */
  shed: boolean;
}

async function usableAccounts(baseUrl: string, emails: readonly string[], checks: readonly string[]): Promise<{ tokens: string[]; left: string[]; productkey?: string }> {
  const tokens: string[] = [];
  const left: string[] = [];
  let productkey: string | undefined;
  for (const email of emails) {
    try {
      const { accesstoken } = await signIn(baseUrl, email);
      for (const path of checks) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { accesstoken } });
        const text = await response.text();
        if (!response.ok) throw new Error(`${path} ${response.status}`);
        if (path.startsWith('/api/guest/product')) {
          // Not a rental, and one whose amount counts (the server answers 1 for the others), so the quantity tags the client.
          const products = JSON.parse(text) as { productkey: string; unit: string; capacity: number | null; disableAmount: boolean }[];
          productkey ??= products.find((product) => product.capacity === null && product.unit !== 'DAY' && !product.disableAmount)?.productkey;
        }
      }
      tokens.push(accesstoken);
    } catch (error) {
      left.push(`${email} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { tokens, left, productkey };
}

export interface MixedLoadResult {
  clients: number;
  seconds: number;
  thinkMs: number;
  /** Requests refused with 503 SERVER_BUSY (counted among the errors too). */
  shed: number;
  requests: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  errors: number;
  errorSamples: string[];
  /** The slowest second: when it started (s after warm-up) and its slowest request. */
  worstSecond: { second: number; maxMs: number; step: string };
  perStep: Record<string, LatencySummary & { errors: number }>;
  writeShare: number;
  leftOut: string[];
}

/**
 * 100 clients (60% guests, 40% guides of the demo park), each running its cycle on its own keep-alive connection with
 * `thinkMs` on average between an answer and its next request, for a warm-up and then 20 s that count. Every answer outside 2xx,
 * and every failed or timed-out request, is an error.
 */
export async function runMixedLoad(baseUrl: string, thinkMs: number): Promise<MixedLoadResult> {
  const guestChecks = ['/api/guest/reservation/current', byName.get('guest message page')!, '/api/guest/product?lang=en', byName.get('open order')!];
  const guests = await usableAccounts(baseUrl, GUEST_CANDIDATES, guestChecks);
  const staff = await usableAccounts(baseUrl, STAFF_CANDIDATES, [byName.get('staff chat list')!, byName.get('staff arrivals')!]);
  if (guests.tokens.length === 0 || staff.tokens.length === 0) throw new Error(`no usable demo accounts: ${[...guests.left, ...staff.left].join('; ')}`);

  const samples: Sample[] = [];
  const errorSamples: string[] = [];
  let recordFrom = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;
  const guestClients = Math.round(MIXED_CLIENTS * GUEST_SHARE);

  async function client(index: number): Promise<void> {
    const isGuest = index < guestClients;
    const tokens = isGuest ? guests.tokens : staff.tokens;
    const state: ClientState = { token: tokens[index % tokens.length]!, productkey: guests.productkey, quantity: index + 1, sent: 0 };
    const cycle = isGuest ? GUEST_CYCLE : STAFF_CYCLE;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let step = index % cycle.length; performance.now() < stopAt; step = (step + 1) % cycle.length) {
        const { name, method, path, body, after } = cycle[step]!;
        const target = path(state);
        if (target === null) continue;
        const started = performance.now();
        let ok = false;
        let shed = false;
        let problem = '';
        try {
          const answer = await sendRequest(agent, baseUrl, method, target, state.token, body?.(state));
          ok = answer.status >= 200 && answer.status < 300;
          shed = answer.status === 503 && answer.body.includes('SERVER_BUSY');
          if (ok) after?.(answer, state);
          else problem = `${name}: ${answer.status} ${answer.body.slice(0, 120)}`;
        } catch (error) {
          problem = `${name}: ${error instanceof Error ? error.message : String(error)}`;
        }
        if (started >= recordFrom && started < stopAt) {
          samples.push({ step: name, atMs: started - recordFrom, ms: performance.now() - started, ok, shed });
          if (!ok && errorSamples.length < 10) errorSamples.push(problem);
        }
        if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkTime(thinkMs)));
      }
    } finally {
      agent.destroy();
    }
  }

  const begin = performance.now();
  recordFrom = begin + MIXED_WARM_UP_SECONDS * 1000;
  stopAt = recordFrom + MIXED_SECONDS * 1000;
  await Promise.all(Array.from({ length: MIXED_CLIENTS }, (_, index) => client(index)));

  const perStep: MixedLoadResult['perStep'] = {};
  for (const name of new Set(samples.map((sample) => sample.step))) {
    const ofStep = samples.filter((sample) => sample.step === name);
    perStep[name] = { ...summarise(ofStep.map((sample) => sample.ms)), errors: ofStep.filter((sample) => !sample.ok).length };
  }
  const worst = samples.reduce<Sample | undefined>((slowest, sample) => (!slowest || sample.ms > slowest.ms ? sample : slowest), undefined);
  const writes = samples.filter((sample) => !sample.step.startsWith('GET')).length;
  return {
    clients: MIXED_CLIENTS,
    seconds: MIXED_SECONDS,
    thinkMs,
    shed: samples.filter((sample) => sample.shed).length,
    requests: samples.length,
    requestsPerSecond: samples.length / MIXED_SECONDS,
    latency: summarise(samples.map((sample) => sample.ms)),
    errors: samples.filter((sample) => !sample.ok).length,
    errorSamples,
    worstSecond: { second: worst ? Math.floor(worst.atMs / 1000) : 0, maxMs: worst?.ms ?? Number.NaN, step: worst?.step ?? '' },
    perStep,
    writeShare: samples.length > 0 ? writes / samples.length : 0,
    leftOut: [...guests.left, ...staff.left, ...(guests.productkey ? [] : ['cart steps: no orderable product found'])],
  };
}
