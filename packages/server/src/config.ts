import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { DatabaseUrlError, resolveDatabaseTarget } from './db/dialect';

/** The repository root, found from this file's location so the defaults do not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type SeedDemoMode = 'auto' | 'true' | 'false' | 'large';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  /** NODE_ENV=production: a real park. Demo accounts and the built-in test PSP are refused. */
  isProduction: boolean;
  port: number;
  host: string;
  /** `postgres://...` selects PostgreSQL; undefined means the SQLite file `${dataDir}/stay.db`. */
  databaseUrl: string | undefined;
  /** How long a start waits for an unreachable PostgreSQL to come up before giving up (0: one attempt). */
  databaseStartTimeoutSeconds: number;
  dataDir: string;
  appDist: string;
  /** Undefined: a secret is generated on first start and kept in the database (table system_secrets). */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: LogLevel;
  seedDemo: SeedDemoMode;
  /** Size of the SEED_DEMO=large dataset: 1 is 50,000 reservations and 1,000,000 messages, 0.1 a tenth. */
  seedLargeScale: number;
  /** `smtp://` or `smtps://` URL: mail goes out over SMTP; undefined: mail is only written to the outbox table and the log. */
  smtpUrl: string | undefined;
  /** Sender of the mails the server sends. */
  mailFrom: string;
  /** Where guests open the app; links in mails (e.g. invites) start with it. */
  publicUrl: string;
  /** `mqtt://` (or mqtts, ws, wss) broker of Zigbee2MQTT-style devices; undefined: only the built-in simulator. */
  mqttUrl: string | undefined;
  /** Base topic of the devices: commands go to `<prefix>/<device>/set`. */
  mqttTopicPrefix: string;
  /** How long a device may take to answer a command or refresh before it counts as not answering. */
  domoticsTimeoutMs: number;
  /** Largest chat attachment accepted, in bytes (at most the contract's CHAT_ATTACHMENT_MAX_BYTES). */
  chatAttachmentMaxBytes: number;
  /** Upload budgets (bytes per hour) and the free disk space uploads leave (see storage/upload-guard). */
  uploads: UploadConfig;
  /** How often the reminder job looks for due chat reminders. */
  reminderPollIntervalMs: number;
  /** Minutes between two runs of the saved reservation feeds; 0 switches the periodic import off. */
  reservationFeedIntervalMinutes: number;
  /** Limits of the throttled calls (sign-in, sign-up, lookups, mails): requests per window per address and per account. */
  rateLimits: { windowMs: number; perIp: number; perAccount: number };
  /** Event-loop delay (ms) above which new requests answer 503 SERVER_BUSY until it recovers; 0: never. */
  loadShedEventLoopDelayMs: number;
  /** How long a shutdown (SIGTERM/SIGINT) lets in-flight requests finish before it closes the connections left. */
  shutdownDrainSeconds: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address (false: none). */
  trustProxy: boolean | number | string;
  /** Mollie API key (`test_…` or `live_…`): payments go through Mollie; undefined: the built-in test PSP. */
  mollieApiKey: string | undefined;
  /** ALLOW_TEST_PSP=true: a production rehearsal without MOLLIE_API_KEY, on the built-in test PSP (production only). */
  allowTestPsp: boolean;
  /** Root of Mollie's API; only a Mollie-compatible test server needs another one. */
  mollieApiUrl: string;
  /** Web Push (see platform/push): the transport and its VAPID identity. */
  push: PushConfig;
  /** Bearer token Prometheus sends for GET /metrics; undefined: no metrics (/metrics answers 404). */
  metricsToken: string | undefined;
}

export interface UploadConfig {
  /** Bytes one account may store per hour, over every upload endpoint. */
  budgetPerAccountBytes: number;
  /** Bytes one client address may store per hour, signed in or not (guests on the park's network share it). */
  budgetPerIpBytes: number;
  /** Bytes one client address may store per hour without signing in (bug report screenshots). */
  budgetSignedOutPerIpBytes: number;
  /** Uploads are refused with 507 while DATA_DIR's disk has less free. */
  minFreeBytes: number;
}

export type PushTransportName = 'webpush' | 'outbox';

export interface PushConfig {
  /** webpush: record in the outbox and send to the recipient's subscriptions; outbox: only record. */
  transport: PushTransportName;
  /** Both set, or both unset: a key pair is generated on first start and kept in the database (system_secrets). */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** The VAPID contact (mailto: or https:) push services may reach the operator at. */
  vapidSubject: string;
  /** Accept plain-http and loopback/private-address endpoints (local tests only). */
  allowLocalEndpoints: boolean;
  /** Push service hosts subscriptions may name: exact names, or `.suffix` for every name below it. */
  endpointHosts: readonly string[];
}

/** The browsers' push services: FCM (Chrome, Edge on Android, Opera, Samsung Internet; jmt17 for Chromium builds without Google keys), Mozilla (Firefox), Apple (Safari), WNS (Edge on Windows). */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = 'fcm.googleapis.com,jmt17.google.com,updates.push.services.mozilla.com,.push.apple.com,.notify.windows.com';

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server reads, with its default and meaning (the README lists these). */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  /** NODE_ENV: production refuses what is unsafe for a real park (demo accounts, the test PSP). */
  {
    name: 'NODE_ENV',
    default: '(unset: development)',
    description: 'production runs a real park: SEED_DEMO must be false (its default there), MOLLIE_API_KEY must be set (or ALLOW_TEST_PSP=true), PUBLIC_URL must be a public https address, and the server refuses to start on a database holding the demo accounts.',
  },
  /** PORT: TCP port the HTTP server listens on. */
  { name: 'PORT', default: '8080', description: 'TCP port the HTTP server listens on (0 picks a free port).' },
  /** HOST: interface to bind; use 0.0.0.0 to accept connections from other machines. */
  { name: 'HOST', default: 'localhost', description: 'Interface to bind; 0.0.0.0 accepts connections from other machines.' },
  /** DATABASE_URL: postgres://user:pass@host:5432/db selects PostgreSQL; unset uses the SQLite file. */
  {
    name: 'DATABASE_URL',
    default: '(unset: SQLite file ${DATA_DIR}/stay.db, WAL mode)',
    description: 'postgres://user:pass@host:5432/db (or postgresql://) selects PostgreSQL; sqlite:<path> or a file path without a scheme selects SQLite; any other form is refused at start.',
  },
  /** DATABASE_START_TIMEOUT_SECONDS: how long a start retries an unreachable PostgreSQL. */
  {
    name: 'DATABASE_START_TIMEOUT_SECONDS',
    default: '60',
    description: 'Seconds a start retries (with backoff) a PostgreSQL that cannot be reached yet before giving up; wrong credentials or a missing database fail at once; 0 tries once.',
  },
  /** DATA_DIR: folder for the SQLite database and other local data; relative paths resolve from the working directory. */
  { name: 'DATA_DIR', default: '<repo>/data', description: 'Folder for the SQLite database and other local data.' },
  /** APP_DIST: the built web app to serve; static hosting is off when the folder has no index.html. */
  {
    name: 'APP_DIST',
    default: '<repo>/packages/app/dist',
    description: 'The built web app to serve; static hosting is skipped when the folder has no index.html.',
  },
  /** JWT_SECRET: HS256 key for access tokens. Unset: generated on first start and stored in the database. */
  {
    name: 'JWT_SECRET',
    default: '(unset: generated once, stored in the database)',
    description: 'HS256 key that signs access tokens. Set the same value on every instance, or leave unset to share the stored one.',
  },
  /** ACCESS_TOKEN_TTL_SECONDS: lifetime of an access token. */
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '900', description: 'Lifetime of an access token, in seconds.' },
  /** REFRESH_TOKEN_TTL_DAYS: a session ends after this many days without a refresh. */
  {
    name: 'REFRESH_TOKEN_TTL_DAYS',
    default: '30',
    description: 'Lifetime of a refresh token in days; each refresh extends the session by this much.',
  },
  /** LOG_LEVEL: fatal, error, warn, info, debug, trace or silent. */
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  /** SEED_DEMO: auto seeds the demo data only into a database without accounts; true always (idempotent); false never; large adds the large dataset. */
  {
    name: 'SEED_DEMO',
    default: 'auto',
    description:
      'auto: seed demo data when the database has no accounts; true: always (idempotent); false: never; large: the demo data plus a big operator (5 parks, 2,000 suites, 50,000 reservations, 10,000 chats with 1,000,000 messages, 100,000 orders), once, before the server listens.',
  },
  /** SEED_LARGE_SCALE: size of the SEED_DEMO=large dataset. */
  {
    name: 'SEED_LARGE_SCALE',
    default: '1',
    description: 'Size of the SEED_DEMO=large dataset: 1 is the full size, 0.1 a tenth (to compare growth); from 0.001 to 10.',
  },
  /** SMTP_URL: smtp(s)://user:pass@host:port sends mail over SMTP; unset writes mail to the outbox table and the log. */
  {
    name: 'SMTP_URL',
    default: '(unset: mail goes to the outbox table and the log)',
    description: 'smtp://user:pass@host:587 or smtps://...:465 sends mail (invites) over SMTP with nodemailer.',
  },
  /** MAIL_FROM: the sender address of mails. */
  { name: 'MAIL_FROM', default: 'Stay Companion <no-reply@stay.localhost>', description: 'Sender of the mails the server sends.' },
  /** PUBLIC_URL: the app's public address, used in links in mails. */
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:${PORT}',
    description: 'Public address of the app; invite links in mails, the payment return address and Mollie\'s webhook are built on it (e.g. https://stay.example).',
  },
  /** MQTT_URL: broker of the suite devices; unset: devices marked 'mqtt' answer APICONNECTOR_NOT_FOUND. */
  {
    name: 'MQTT_URL',
    default: '(unset: only the built-in domotics simulator)',
    description: 'mqtt://user:pass@host:1883 (or mqtts://, ws://, wss://) reaches suite devices through Zigbee2MQTT-style topics.',
  },
  /** MQTT_TOPIC_PREFIX: Zigbee2MQTT base topic of the devices. */
  {
    name: 'MQTT_TOPIC_PREFIX',
    default: 'stay',
    description: 'Base topic: commands go to <prefix>/<device>/set, states come from the retained <prefix>/<device>.',
  },
  /** DOMOTICS_TIMEOUT_MS: how long a device may take to answer. */
  {
    name: 'DOMOTICS_TIMEOUT_MS',
    default: '3000',
    description: 'Milliseconds a device may take to answer a command or refresh; after that its state is shown as unknown.',
  },
  /** CHAT_ATTACHMENT_MAX_BYTES: upload limit of chat attachments. */
  {
    name: 'CHAT_ATTACHMENT_MAX_BYTES',
    default: '10485760',
    description: 'Largest chat attachment (images or PDF) accepted, in bytes; at most 10485760 (10 MB).',
  },
  /** UPLOAD_BUDGET_PER_ACCOUNT_BYTES: bytes one account may upload per hour. */
  {
    name: 'UPLOAD_BUDGET_PER_ACCOUNT_BYTES',
    default: '209715200',
    description: 'Bytes one account may store per hour over all uploads (attachments, pictures, photos, screenshots); more answer 429 UPLOAD_BUDGET_EXCEEDED.',
  },
  /** UPLOAD_BUDGET_PER_IP_BYTES: bytes one client address may upload per hour. */
  {
    name: 'UPLOAD_BUDGET_PER_IP_BYTES',
    default: '1073741824',
    description: 'Bytes one client address may store per hour over all uploads, signed in or not (guests on the park network share it).',
  },
  /** UPLOAD_BUDGET_SIGNED_OUT_PER_IP_BYTES: bytes one client address may upload per hour without signing in. */
  {
    name: 'UPLOAD_BUDGET_SIGNED_OUT_PER_IP_BYTES',
    default: '52428800',
    description: 'Bytes one client address may store per hour without signing in (bug report screenshots).',
  },
  /** UPLOAD_MIN_FREE_BYTES: free disk space below which uploads are refused. */
  {
    name: 'UPLOAD_MIN_FREE_BYTES',
    default: '1073741824',
    description: 'Uploads answer 507 INSUFFICIENT_STORAGE (and readiness fails) while the disk of DATA_DIR has less free space, in bytes.',
  },
  /** REMINDER_POLL_INTERVAL_MS: how often due chat reminders are looked for. */
  {
    name: 'REMINDER_POLL_INTERVAL_MS',
    default: '5000',
    description: 'Milliseconds between two looks for due chat reminders (each instance; a reminder fires once).',
  },
  /** RESERVATION_FEED_INTERVAL_MINUTES: how often the saved iCal feeds are imported. */
  {
    name: 'RESERVATION_FEED_INTERVAL_MINUTES',
    default: '30',
    description: 'Minutes between two imports of the saved iCal reservation feeds (npm run reservations:import -- --save); 0 switches the periodic import off.',
  },
  /** RATE_LIMIT_WINDOW_SECONDS: the window the rate limits count in. */
  {
    name: 'RATE_LIMIT_WINDOW_SECONDS',
    default: '60',
    description: 'Window of the rate limits on sign-in, sign-up, lookups and mail-sending calls, in seconds.',
  },
  /** RATE_LIMIT_PER_ACCOUNT: requests per window for one account or email on each throttled call. */
  {
    name: 'RATE_LIMIT_PER_ACCOUNT',
    default: '10',
    description:
      'Requests per window for one account (or email) on each throttled call; more answer 429 TOO_MANY_REQUESTS with Retry-After. ' +
      'Sign-in and password reset count it per account and client address; across addresses sign-in is slowed beyond it per 15 windows, never refused.',
  },
  /** RATE_LIMIT_PER_IP: requests per window from one client address on each throttled call. */
  {
    name: 'RATE_LIMIT_PER_IP',
    default: '60',
    description: 'Requests per window from one client address on each throttled call (guests behind one network share it).',
  },
  /** SHUTDOWN_DRAIN_SECONDS: how long a shutdown waits for in-flight requests. */
  {
    name: 'SHUTDOWN_DRAIN_SECONDS',
    default: '10',
    description:
      'On SIGTERM or SIGINT the server stops accepting connections, readiness answers 503 (draining), WebSockets close with 1012 (the app reconnects elsewhere) and in-flight requests finish; ' +
      'connections still open after this many seconds are closed (and counted in the log). A second signal exits at once with status 1.',
  },
  /** TRUST_PROXY: whose X-Forwarded-For gives the client address (rate limits, logs). */
  {
    name: 'TRUST_PROXY',
    default: '(unset: the connecting address is the client)',
    description: 'Behind a reverse proxy: true, the number of proxy hops, or their addresses/CIDRs (comma-separated) whose X-Forwarded-For is believed.',
  },
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset: no metrics. */
  {
    name: 'METRICS_TOKEN',
    default: '(unset: no metrics, /metrics answers 404)',
    description: 'A secret of at least 32 characters: GET /metrics answers Prometheus metrics to Authorization: Bearer <token> (401 without, 403 with another token).',
  },
  /** MOLLIE_API_KEY: payments through Mollie; unset: the built-in test PSP. */
  {
    name: 'MOLLIE_API_KEY',
    default: '(unset: the built-in test PSP)',
    description: 'Mollie API key (test_… or live_… and at least 30 letters and digits, checked with Mollie at start): guests pay through Mollie (iDEAL, cards); its webhook is ${PUBLIC_URL}/api/payment/webhook, so PUBLIC_URL must be reachable from Mollie.',
  },
  /** ALLOW_TEST_PSP: a production rehearsal on the built-in test PSP. */
  {
    name: 'ALLOW_TEST_PSP',
    default: 'false',
    description: 'true (only with NODE_ENV=production, and without MOLLIE_API_KEY) allows the built-in test PSP for a rehearsal: orders are marked paid without money, and every start prints a warning.',
  },
  /** MOLLIE_API_URL: root of the Mollie API. */
  {
    name: 'MOLLIE_API_URL',
    default: 'https://api.mollie.com/v2/',
    description: 'Root of the Mollie API; change it only for a Mollie-compatible test server.',
  },
  /** PUSH: webpush sends Web Push messages; outbox only records notifications. */
  {
    name: 'PUSH',
    default: 'webpush',
    description: 'webpush: notifications are recorded in the outbox table and sent as Web Push messages to the recipient\'s subscribed browsers (VAPID, no account needed); outbox: only recorded (and logged).',
  },
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: the Web Push key pair (base64url). */
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(unset: generated once, stored in the database)',
    description: 'VAPID public key (base64url, as web-push generate-vapid-keys prints it); set together with VAPID_PRIVATE_KEY. Changing keys invalidates every browser subscription.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(unset: generated once, stored in the database)',
    description: 'VAPID private key (base64url) matching VAPID_PUBLIC_KEY.',
  },
  /** VAPID_SUBJECT: how push services can contact the operator. */
  {
    name: 'VAPID_SUBJECT',
    default: '(unset: mailto: with the address of MAIL_FROM)',
    description: 'Contact for push services, a mailto: or https: address (e.g. mailto:ops@stay.example).',
  },
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: accept http and loopback/private endpoints (tests only). */
  {
    name: 'PUSH_ALLOW_LOCAL_ENDPOINTS',
    default: 'false',
    description: 'true accepts push subscriptions on plain http or loopback/private addresses; only for tests with a local push service.',
  },
  /** PUSH_ENDPOINT_HOSTS: the push services' hosts a subscription may name. */
  {
    name: 'PUSH_ENDPOINT_HOSTS',
    default: DEFAULT_PUSH_ENDPOINT_HOSTS,
    description: 'Comma-separated hosts of the push services subscriptions may name (a leading . or *. admits every name below it); replaces the default list, so a self-hosted push service is added to it.',
  },
];

export class ConfigError extends Error {}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SEED_MODES: readonly SeedDemoMode[] = ['auto', 'true', 'false', 'large'];

function integerInRange(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function numberInRange(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got '${raw}'`);
  }
  return raw as T;
}

function nonEmpty(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function smtpUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const raw = nonEmpty(env, 'SMTP_URL');
  if (raw !== undefined && !/^smtps?:\/\/[^/]+/i.test(raw)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  return raw;
}

function publicUrlOf(env: NodeJS.ProcessEnv): string {
  const raw = nonEmpty(env, 'PUBLIC_URL');
  if (raw === undefined) return `http://localhost:${integerInRange(env, 'PORT', 8080, 0, 65535)}`;
  if (!/^https?:\/\/[^/]+/i.test(raw)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, got '${raw}'`);
  return raw.replace(/\/+$/, '');
}

function mqttUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const raw = nonEmpty(env, 'MQTT_URL');
  if (raw !== undefined && !/^(mqtts?|wss?):\/\/[^/]+/i.test(raw)) {
    throw new ConfigError(`MQTT_URL must look like mqtt://host:1883 (or mqtts://, ws://, wss://), got '${raw}'`);
  }
  return raw;
}

function topicPrefixOf(env: NodeJS.ProcessEnv): string {
  const raw = nonEmpty(env, 'MQTT_TOPIC_PREFIX') ?? 'stay';
  if (/[#+]/.test(raw) || raw.startsWith('/') || raw.endsWith('/')) {
    throw new ConfigError(`MQTT_TOPIC_PREFIX must be a topic without wildcards or outer slashes, got '${raw}'`);
  }
  return raw;
}

function mollieApiUrlOf(env: NodeJS.ProcessEnv): string {
  const raw = nonEmpty(env, 'MOLLIE_API_URL') ?? 'https://api.mollie.com/v2/';
  if (!/^https?:\/\/[^/]+/i.test(raw)) throw new ConfigError(`MOLLIE_API_URL must be an http(s) address, got '${raw}'`);
  return raw.endsWith('/') ? raw : `${raw}/`;
}

function vapidSubjectOf(env: NodeJS.ProcessEnv, mailFrom: string): string {
  const raw = nonEmpty(env, 'VAPID_SUBJECT');
  if (raw === undefined) {
    const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
    return `mailto:${address.trim()}`;
  }
  if (!/^(mailto:\S+@\S+|https:\/\/[^/]+)/i.test(raw)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: address, got '${raw}'`);
  return raw;
}

function pushConfigOf(env: NodeJS.ProcessEnv, mailFrom: string): PushConfig {
  const vapidPublicKey = nonEmpty(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = nonEmpty(env, 'VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === undefined) !== (vapidPrivateKey === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  for (const [name, value] of [['VAPID_PUBLIC_KEY', vapidPublicKey], ['VAPID_PRIVATE_KEY', vapidPrivateKey]] as const) {
    if (value !== undefined && !/^[A-Za-z0-9_-]+=*$/.test(value)) throw new ConfigError(`${name} must be base64url`);
  }
  return {
    transport: oneOf(env, 'PUSH', ['webpush', 'outbox'] as const, 'webpush'),
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: vapidSubjectOf(env, mailFrom),
    allowLocalEndpoints: oneOf(env, 'PUSH_ALLOW_LOCAL_ENDPOINTS', ['true', 'false'] as const, 'false') === 'true',
    endpointHosts: pushEndpointHostsOf(env),
  };
}

function pushEndpointHostsOf(env: NodeJS.ProcessEnv): string[] {
  const raw = nonEmpty(env, 'PUSH_ENDPOINT_HOSTS') ?? DEFAULT_PUSH_ENDPOINT_HOSTS;
  return raw.split(',').map((entry) => {
    const host = entry.trim().toLowerCase().replace(/^\*\./, '.');
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      throw new ConfigError(`PUSH_ENDPOINT_HOSTS must be comma-separated host names (a leading . or *. admits every name below), got '${entry.trim()}'`);
    }
    return host;
  });
}

function trustProxyOf(env: NodeJS.ProcessEnv): boolean | number | string {
  const raw = nonEmpty(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (!/^[0-9a-f.:/,\s]+$/i.test(raw)) throw new ConfigError(`TRUST_PROXY must be true, a hop count or addresses/CIDRs, got '${raw}'`);
  return raw;
}

function seedDemoOf(env: NodeJS.ProcessEnv, isProduction: boolean): SeedDemoMode {
  const mode = oneOf(env, 'SEED_DEMO', SEED_MODES, isProduction ? 'false' : 'auto');
  if (isProduction && mode !== 'false') {
    throw new ConfigError(`SEED_DEMO=${mode} seeds demo accounts with a published password; with NODE_ENV=production it must be false`);
  }
  return mode;
}

function mollieApiKeyOf(env: NodeJS.ProcessEnv, isProduction: boolean, allowTestPsp: boolean): string | undefined {
  const key = nonEmpty(env, 'MOLLIE_API_KEY');
  if (key !== undefined && !MOLLIE_API_KEY_FORM.test(key)) {
    throw new ConfigError("MOLLIE_API_KEY must be test_ or live_ followed by at least 30 letters and digits: copy it from Mollie's dashboard (Developers, API keys)");
  }
  if (key !== undefined && allowTestPsp) {
    throw new ConfigError('ALLOW_TEST_PSP=true and MOLLIE_API_KEY are both set: unset ALLOW_TEST_PSP to take payments through Mollie');
  }
  if (isProduction && key === undefined && !allowTestPsp) {
    throw new ConfigError(
      'MOLLIE_API_KEY must be set with NODE_ENV=production: without it the built-in test PSP marks orders paid without money (ALLOW_TEST_PSP=true allows that for a rehearsal)',
    );
  }
  return key;
}

/** Mollie's API keys: `test_` or `live_` and 30 letters and digits. */
const MOLLIE_API_KEY_FORM = /^(test|live)_[A-Za-z0-9]{30,}$/;

function allowTestPspOf(env: NodeJS.ProcessEnv, isProduction: boolean): boolean {
  const allowed = oneOf(env, 'ALLOW_TEST_PSP', ['true', 'false'] as const, 'false') === 'true';
  if (allowed && !isProduction) {
    throw new ConfigError('ALLOW_TEST_PSP=true applies only with NODE_ENV=production (elsewhere the test PSP is the default without MOLLIE_API_KEY): remove it');
  }
  return allowed;
}

/** Whether an address names this machine (Mollie cannot reach it): localhost, *.localhost, 127.x, ::1, 0.0.0.0. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0';
}

/** With Mollie on, its webhook is built on PUBLIC_URL: a production server refuses an address Mollie cannot call. */
function refusePrivatePublicUrl(publicUrl: string, mollieApiKey: string | undefined, isProduction: boolean): void {
  if (!isProduction || mollieApiKey === undefined) return;
  if (!/^https:/i.test(publicUrl) || isLoopbackUrl(publicUrl)) {
    throw new ConfigError(
      `PUBLIC_URL must be the park's public https address with MOLLIE_API_KEY set (Mollie calls \${PUBLIC_URL}/api/payment/webhook), got '${publicUrl}': set e.g. PUBLIC_URL=https://stay.example`,
    );
  }
}

function databaseUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const raw = nonEmpty(env, 'DATABASE_URL');
  try {
    resolveDatabaseTarget(raw, '.');
  } catch (error) {
    if (error instanceof DatabaseUrlError) throw new ConfigError(error.message);
    throw error;
  }
  return raw;
}

function metricsTokenOf(env: NodeJS.ProcessEnv): string | undefined {
  const token = nonEmpty(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < 32) throw new ConfigError('METRICS_TOKEN must be at least 32 characters long (e.g. openssl rand -hex 32)');
  return token;
}

/** Reads the environment into a typed config; throws ConfigError with the variable's name on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const jwtSecret = nonEmpty(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const isProduction = env.NODE_ENV?.trim() === 'production';
  const allowTestPsp = allowTestPspOf(env, isProduction);
  const mollieApiKey = mollieApiKeyOf(env, isProduction, allowTestPsp);
  const publicUrl = publicUrlOf(env);
  refusePrivatePublicUrl(publicUrl, mollieApiKey, isProduction);
  return {
    isProduction,
    port: integerInRange(env, 'PORT', 8080, 0, 65535),
    host: nonEmpty(env, 'HOST') ?? 'localhost',
    databaseUrl: databaseUrlOf(env),
    databaseStartTimeoutSeconds: integerInRange(env, 'DATABASE_START_TIMEOUT_SECONDS', 60, 0, 3600),
    dataDir: path.resolve(nonEmpty(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data')),
    appDist: path.resolve(nonEmpty(env, 'APP_DIST') ?? path.join(REPO_ROOT, 'packages/app/dist')),
    jwtSecret,
    accessTokenTtlSeconds: integerInRange(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    refreshTokenTtlDays: integerInRange(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 3650),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    seedDemo: seedDemoOf(env, isProduction),
    seedLargeScale: numberInRange(env, 'SEED_LARGE_SCALE', 1, 0.001, 10),
    smtpUrl: smtpUrlOf(env),
    mailFrom: nonEmpty(env, 'MAIL_FROM') ?? 'Stay Companion <no-reply@stay.localhost>',
    publicUrl,
    mqttUrl: mqttUrlOf(env),
    mqttTopicPrefix: topicPrefixOf(env),
    domoticsTimeoutMs: integerInRange(env, 'DOMOTICS_TIMEOUT_MS', 3000, 50, 60_000),
    chatAttachmentMaxBytes: integerInRange(env, 'CHAT_ATTACHMENT_MAX_BYTES', 10 * 1024 * 1024, 1024, 10 * 1024 * 1024),
    uploads: {
      budgetPerAccountBytes: integerInRange(env, 'UPLOAD_BUDGET_PER_ACCOUNT_BYTES', 200 * 1024 * 1024, 1024, 2 ** 40),
      budgetPerIpBytes: integerInRange(env, 'UPLOAD_BUDGET_PER_IP_BYTES', 1024 * 1024 * 1024, 1024, 2 ** 40),
      budgetSignedOutPerIpBytes: integerInRange(env, 'UPLOAD_BUDGET_SIGNED_OUT_PER_IP_BYTES', 50 * 1024 * 1024, 1024, 2 ** 40),
      minFreeBytes: integerInRange(env, 'UPLOAD_MIN_FREE_BYTES', 1024 * 1024 * 1024, 0, 2 ** 50),
    },
    reminderPollIntervalMs: integerInRange(env, 'REMINDER_POLL_INTERVAL_MS', 5000, 100, 3_600_000),
    reservationFeedIntervalMinutes: integerInRange(env, 'RESERVATION_FEED_INTERVAL_MINUTES', 30, 0, 10_080),
    rateLimits: {
      windowMs: integerInRange(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
      perAccount: integerInRange(env, 'RATE_LIMIT_PER_ACCOUNT', 10, 1, 1_000_000),
      perIp: integerInRange(env, 'RATE_LIMIT_PER_IP', 60, 1, 1_000_000),
    },
    loadShedEventLoopDelayMs: integerInRange(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', 200, 0, 60_000),
    shutdownDrainSeconds: integerInRange(env, 'SHUTDOWN_DRAIN_SECONDS', 10, 0, 3600),
    trustProxy: trustProxyOf(env),
    mollieApiKey,
    allowTestPsp,
    mollieApiUrl: mollieApiUrlOf(env),
    push: pushConfigOf(env, nonEmpty(env, 'MAIL_FROM') ?? 'Stay Companion <no-reply@stay.localhost>'),
    metricsToken: metricsTokenOf(env),
  };
}
