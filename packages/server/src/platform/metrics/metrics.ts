import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody, ERROR_CATALOGUE, type ErrorCode } from '@stay/contract';
import { poolUseOf } from '../../db/create-db';
import type { Db } from '../../db/database';
import { systemClock } from '../clock';
import { countUnsentMails } from '../mail/repository';
import { periodicJobPasses } from '../periodic-job';
import { countUnsentNotifications } from '../push/repository';
import type { RealtimeHub } from '../realtime/hub';

export const METRICS_PATH = '/metrics';

/** How long an outbox count is reused: scrapes (every 15 s or so, from several scrapers) cost one count each at most. */
export const OUTBOX_COUNT_CACHE_MS = 10_000;
/** The outbox backlog counts the unsent rows written within this window (older ones are failures, not a queue). */
export const OUTBOX_BACKLOG_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Upper bounds of the request latency buckets, in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Upper bounds of the realtime fan-out buckets (publish to delivery), in seconds. */
const FAN_OUT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface MetricsSources {
  db: Db;
  hub: Pick<RealtimeHub, 'size' | 'measureFanOut'>;
}

/** `/api/guest/chat/:nmbr` → `/api/guest/chat/{nmbr}`: the contract's spelling of a route pattern. */
function routeLabelOf(pattern: string | undefined): string {
  return pattern === undefined ? '(unmatched)' : pattern.replace(/:(\w+)/g, '{$1}');
}

/** A count read at most once per OUTBOX_COUNT_CACHE_MS; a failed read keeps the last value (the database may be away). */
function cachedCount(read: () => Promise<number>): () => Promise<number> {
  let value = 0;
  let readAtMs = Number.NEGATIVE_INFINITY;
  let reading: Promise<number> | undefined;
  return () => {
    if (systemClock().getTime() - readAtMs < OUTBOX_COUNT_CACHE_MS) return Promise.resolve(value);
    reading ??= read()
      .then((count) => {
        value = count;
        readAtMs = systemClock().getTime();
        return count;
      })
      .catch(() => value)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}

/**
 * The app's Prometheus metrics in a registry of its own (tests build many apps in one process): HTTP requests by route
 * pattern and status with their latency, reply cache hits and misses, process and event-loop figures, open WebSockets,
 * realtime fan-out latency, mail and push outbox backlog, periodic job lag and PostgreSQL pool use.
 */
export function createMetrics(app: FastifyInstance, { db, hub }: MetricsSources): Registry {
  const registry = new Registry();
  // Process figures and the event-loop delay (nodejs_eventloop_lag_*, from monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'stay_http_requests_total', help: 'HTTP requests answered, by route pattern and status.', labelNames, registers: [registry] });
  const duration = new Histogram({
    name: 'stay_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status.',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  // A cacheable read answered without running its handler has no capture of its reads (see http/reply-cache).
  const replyCache = new Counter({
    name: 'stay_reply_cache_requests_total',
    help: 'Reads of the routes whose replies are kept, by outcome: "hit" answered from a kept reply, "miss" computed.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const routeLabels = new Map<string | undefined, string>();
  // One callback hook for both, not async ones: a promise per hook would cost every request a microtask hop.
  // `routeOptions` is a getter that builds its object on every read: read once.
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    let route = routeLabels.get(url);
    if (route === undefined) routeLabels.set(url, (route = routeLabelOf(url)));
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (config.cacheReply && request.method === 'GET') {
      if (request.replyCapture) replyCache.inc({ outcome: 'miss' });
      else if (reply.statusCode === 200) replyCache.inc({ outcome: 'hit' });
    }
    done();
  });

  new Gauge({
    name: 'stay_websockets_open',
    help: 'Realtime WebSockets signed in on this instance.',
    registers: [registry],
    collect() {
      this.set(hub.size);
    },
  });
  const fanOut = new Histogram({
    name: 'stay_realtime_fanout_seconds',
    help: 'Time from publishing a realtime event to its delivery to the sockets of this instance.',
    buckets: FAN_OUT_BUCKETS,
    registers: [registry],
  });
  hub.measureFanOut((seconds) => fanOut.observe(seconds));

  const since = () => new Date(systemClock().getTime() - OUTBOX_BACKLOG_WINDOW_MS).toISOString();
  const unsentMails = cachedCount(() => countUnsentMails(db, since()));
  const unsentNotifications = cachedCount(() => countUnsentNotifications(db, since()));
  new Gauge({
    name: 'stay_outbox_unsent',
    help: 'Mails (outbox="mail", SMTP) and push notifications (outbox="push", Web Push) of the last 24 hours not sent yet.',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      const [mail, push] = await Promise.all([unsentMails(), unsentNotifications()]);
      this.set({ outbox: 'mail' }, mail);
      this.set({ outbox: 'push' }, push);
    },
  });

  new Gauge({
    name: 'stay_job_seconds_since_success',
    help: 'Seconds since the periodic job last finished a pass without failing (since it started, before its first).',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      const nowMs = systemClock().getTime();
      for (const [name, { startedAt, lastSuccessAt }] of periodicJobPasses) {
        const job = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        this.set({ job }, (nowMs - (lastSuccessAt ?? startedAt).getTime()) / 1000);
      }
    },
  });

  if (poolUseOf(db)) {
    new Gauge({
      name: 'stay_db_pool_connections',
      help: 'PostgreSQL pool connections: state="total" open, "idle" of those unused, "waiting" queries queued for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUseOf(db);
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  return registry;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function refuse(reply: FastifyReply, code: ErrorCode): FastifyReply {
  return reply.status(ERROR_CATALOGUE[code].status).header('cache-control', 'no-store').type('application/json').send(errorBody(code));
}

/**
 * GET /metrics on the app's port, for Prometheus with `Authorization: Bearer <METRICS_TOKEN>`. The token is kept only
 * as its SHA-256 and compared in constant time. Without METRICS_TOKEN nothing is measured and /metrics answers the
 * JSON 404 of any unknown address (never the app's page).
 */
export function registerMetrics(app: FastifyInstance, { token, ...sources }: MetricsSources & { token: string | undefined }): void {
  if (token === undefined) {
    app.get(METRICS_PATH, async (request, reply) => refuse(reply, 'ROUTE_NOT_FOUND'));
    return;
  }
  const tokenHash = sha256(token);
  const registry = createMetrics(app, sources);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined) return refuse(reply.header('www-authenticate', 'Bearer'), 'NO_CREDENTIALS');
    if (!timingSafeEqual(sha256(given), tokenHash)) return refuse(reply, 'UNAUTHORIZED');
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
