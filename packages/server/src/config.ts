import { fileURLToPath } from 'node:url';
import { REALTIME_MAX_SOCKETS_PER_ACCOUNT } from '@stay/contract';
import path from 'node:path';
import { DatabaseUrlError, resolveDatabaseTarget } from './db/dialect';
import { ConfigError } from './config/config-error';
import type { ConfigContext, ConfigValues, ConfigVariable } from './config/config-variable';
import { isLoopbackUrl } from './config/loopback-url';
import { readDeclaration, variablesOf } from './config/read-declaration';
import { choice, decimal, flag, integer, optionalText, text, variable } from './config/variable-kinds';

export { ConfigError } from './config/config-error';
export { isLoopbackUrl } from './config/loopback-url';

/** The repository root, found from this file's location so the defaults do not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The browsers' push services: FCM (Chrome, Edge on Android, Opera, Samsung Internet; jmt17 for Chromium builds without Google keys), Mozilla (Firefox), Apple (Safari), WNS (Edge on Windows). */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = 'fcm.googleapis.com,jmt17.google.com,updates.push.services.mozilla.com,.push.apple.com,.notify.windows.com';

/** Mollie's API keys: `test_` or `live_` and 30 letters and digits. */
const MOLLIE_API_KEY_FORM = /^(test|live)_[A-Za-z0-9]{30,}$/;

const HTTP_ADDRESS = /^https?:\/\/[^/]+/i;

// The variables other variables consult (for a default or a rule) are named here; the rest are declared in place below.

/** NODE_ENV=production: a real park. Demo accounts and the built-in test PSP are refused. */
const NODE_ENV = variable({
  name: 'NODE_ENV',
  default: '(unset: development)',
  description: '`production` runs a real park: `SEED_DEMO` must be `false` (its default there), `MOLLIE_API_KEY` must be set (or `ALLOW_TEST_PSP=true` for a rehearsal), `PUBLIC_URL` must then be a public https address, and the server refuses to start on a database holding the demo accounts. Each refusal is one line `Configuration error: <SETTING> …` and exit status 1.',
  read: (raw) => raw === 'production',
});

const PORT = integer({ name: 'PORT', fallback: 8080, min: 0, max: 65535, description: 'TCP port the HTTP server listens on (0 picks a free port).' });

const MAIL_FROM = text({ name: 'MAIL_FROM', fallback: 'Stay Companion <no-reply@stay.localhost>', description: 'Sender of the mails the server sends.' });

/** ALLOW_TEST_PSP=true: a production rehearsal without MOLLIE_API_KEY, on the built-in test PSP (production only). */
const ALLOW_TEST_PSP = flag({
  name: 'ALLOW_TEST_PSP',
  description: '`true` (only with `NODE_ENV=production`, and without `MOLLIE_API_KEY`) allows the built-in test PSP for a rehearsal: orders are marked paid without money, and every start prints a `WARNING` line.',
  check: (isAllowed, { valueOf }) =>
    isAllowed && !valueOf(NODE_ENV)
      ? 'ALLOW_TEST_PSP=true applies only with NODE_ENV=production (elsewhere the test PSP is the default without MOLLIE_API_KEY): remove it'
      : undefined,
});

/** Mollie API key (`test_…` or `live_…`): payments go through Mollie; undefined: the built-in test PSP. */
const MOLLIE_API_KEY = optionalText({
  name: 'MOLLIE_API_KEY',
  default: '(unset: the built-in test PSP)',
  description: 'Mollie API key (`test_…` or `live_…` and at least 30 letters and digits): guests pay through Mollie (iDEAL, cards); its webhook is `${PUBLIC_URL}/api/payment/webhook`, so `PUBLIC_URL` must be reachable from Mollie (production refuses an http or loopback `PUBLIC_URL`; elsewhere the start warns). Every start asks Mollie once (listing the payment methods): a key Mollie refuses stops the start in one line; a Mollie that cannot be reached within 10 s only prints a warning. Unset: the built-in test PSP, whose page at `/psp/test/…` lets the payer pay, fail or cancel without moving money.',
  refusal: (key) =>
    MOLLIE_API_KEY_FORM.test(key)
      ? undefined
      : "MOLLIE_API_KEY must be test_ or live_ followed by at least 30 letters and digits: copy it from Mollie's dashboard (Developers, API keys)",
  check(key, { valueOf }) {
    if (key !== undefined && valueOf(ALLOW_TEST_PSP)) {
      return 'ALLOW_TEST_PSP=true and MOLLIE_API_KEY are both set: unset ALLOW_TEST_PSP to take payments through Mollie';
    }
    if (key === undefined && valueOf(NODE_ENV) && !valueOf(ALLOW_TEST_PSP)) {
      return 'MOLLIE_API_KEY must be set with NODE_ENV=production: without it the built-in test PSP marks orders paid without money (ALLOW_TEST_PSP=true allows that for a rehearsal)';
    }
    return undefined;
  },
});

/** A Mollie API key per location (`<location id>=<key>`, comma-separated): each park is paid into its own Mollie profile. */
const MOLLIE_LOCATION_API_KEYS = variable<Record<string, string>>({
  name: 'MOLLIE_LOCATION_API_KEYS',
  default: '(unset: every location uses MOLLIE_API_KEY)',
  description: "One Mollie profile per park: `<location id>=<API key>` pairs, comma-separated (e.g. `loc-dunes=live_…,loc-forest=live_…`); each key is the API key of that park's Mollie website profile, in the form of `MOLLIE_API_KEY`. A location's payments, refunds and methods go through its own key; locations not listed (and payments without a location) use `MOLLIE_API_KEY`, which must be set. Every start checks each key with Mollie as it checks `MOLLIE_API_KEY`.",
  read(raw) {
    const keys: Record<string, string> = {};
    if (raw === undefined) return keys;
    for (const pair of raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')) {
      const [locationId, key, ...rest] = pair.split('=').map((part) => part.trim());
      if (!locationId || !key || rest.length > 0) {
        throw new ConfigError(`MOLLIE_LOCATION_API_KEYS must be <location id>=<API key> pairs separated by commas, got '${pair.replace(/=.*/, '=…')}'`);
      }
      if (!MOLLIE_API_KEY_FORM.test(key)) {
        throw new ConfigError(`MOLLIE_LOCATION_API_KEYS: the key of location '${locationId}' must be test_ or live_ followed by at least 30 letters and digits`);
      }
      if (keys[locationId] !== undefined) throw new ConfigError(`MOLLIE_LOCATION_API_KEYS names location '${locationId}' twice: give each location one key`);
      keys[locationId] = key;
    }
    return keys;
  },
  check: (keys, { valueOf }) =>
    Object.keys(keys).length > 0 && valueOf(MOLLIE_API_KEY) === undefined
      ? 'MOLLIE_LOCATION_API_KEYS needs MOLLIE_API_KEY as well (for locations not listed): set MOLLIE_API_KEY'
      : undefined,
});

const VAPID_KEY_FORM = (name: string) => (value: string) => (/^[A-Za-z0-9_-]+=*$/.test(value) ? undefined : `${name} must be base64url`);

/** Both set, or both unset: a key pair is generated on first start and kept in the database (system_secrets). */
const VAPID_PUBLIC_KEY = optionalText({
  name: 'VAPID_PUBLIC_KEY',
  default: '(unset: generated once, stored in the database)',
  description: 'VAPID public key (base64url, as `npx web-push generate-vapid-keys` prints it); set together with `VAPID_PRIVATE_KEY`. New keys invalidate every browser subscription.',
  refusal: VAPID_KEY_FORM('VAPID_PUBLIC_KEY'),
});

/** A self-hosted LibreTranslate (its address): chat messages are translated through it. */
const LIBRETRANSLATE_URL = optionalText({
  name: 'LIBRETRANSLATE_URL',
  default: '(unset: no LibreTranslate)',
  description: 'Address of a LibreTranslate server (e.g. `http://libretranslate:5000`, self-hosted, open source): chat messages are shown translated into each reader\'s language through its `POST /translate`. Set it or `DEEPL_API_KEY`, not both; neither: chat messages are shown as written. See docs/operations.md (Chat translation).',
  refusal: (url) => (HTTP_ADDRESS.test(url) ? undefined : `LIBRETRANSLATE_URL must be an http(s) address, got '${url}'`),
});

/** A DeepL API key: chat messages are translated through DeepL. */
const DEEPL_API_KEY = optionalText({
  name: 'DEEPL_API_KEY',
  default: '(unset: no DeepL)',
  description: 'DeepL API key: chat messages are shown translated into each reader\'s language through DeepL\'s `POST /v2/translate`. A free key (ending in `:fx`) uses `api-free.deepl.com`, others `api.deepl.com`. Set it or `LIBRETRANSLATE_URL`, not both. See docs/operations.md (Chat translation).',
  refusal: (key) => (/^[A-Za-z0-9:-]{8,}$/.test(key) ? undefined : "DEEPL_API_KEY must be the key as DeepL's account page shows it (letters, digits, '-' and ':fx')"),
  check: (key, { valueOf }) =>
    key !== undefined && valueOf(LIBRETRANSLATE_URL) !== undefined
      ? 'DEEPL_API_KEY and LIBRETRANSLATE_URL are both set: chat messages are translated by one provider, unset one of them'
      : undefined,
});

/** Every environment variable the server reads, nested as the configuration object nests them. */
const CONFIG_DECLARATION = {
  isProduction: NODE_ENV,
  port: PORT,
  host: text({ name: 'HOST', fallback: 'localhost', description: 'Interface to bind; 0.0.0.0 accepts connections from other machines.' }),
  /** `postgres://...` selects PostgreSQL; undefined means the SQLite file `${dataDir}/stay.db`. */
  databaseUrl: optionalText({
    name: 'DATABASE_URL',
    default: '(unset: SQLite file ${DATA_DIR}/stay.db, WAL mode)',
    description: 'postgres://user:pass@host:5432/db (or postgresql://) selects PostgreSQL; sqlite:&lt;path> or a file path without a scheme selects SQLite; any other form (`mysql://…`, `http://…`, `postgres:/…`) is refused at start. A PostgreSQL that cannot be reached is retried (see `DATABASE_START_TIMEOUT_SECONDS`); wrong credentials or a missing database fail at once, in one line naming host, port and database, never the password.',
    refusal(url) {
      try {
        resolveDatabaseTarget(url, '.');
        return undefined;
      } catch (error) {
        if (error instanceof DatabaseUrlError) return error.message;
        throw error;
      }
    },
  }),
  databaseStartTimeoutSeconds: integer({ name: 'DATABASE_START_TIMEOUT_SECONDS', fallback: 60, min: 0, max: 3600, description: 'Seconds a start retries a PostgreSQL that cannot be reached yet (refused, timed out, starting up), waiting 0.5 s and doubling up to 5 s between attempts, before giving up with one line; 0 tries once.' }),
  dataDir: text({ name: 'DATA_DIR', fallback: path.join(REPO_ROOT, 'data'), default: '<repo>/data', normalise: (dir) => path.resolve(dir), description: 'Folder for the SQLite database and other local data.' }),
  appDist: text({
    name: 'APP_DIST',
    fallback: path.join(REPO_ROOT, 'packages/app/dist'),
    default: '<repo>/packages/app/dist',
    normalise: (dir) => path.resolve(dir),
    description: 'The built web app to serve; static hosting is skipped when the folder has no index.html.',
  }),
  /** Undefined: a secret is generated on first start and kept in the database (table system_secrets). */
  jwtSecret: optionalText({
    name: 'JWT_SECRET',
    default: '(unset: generated once, stored in the database)',
    description: 'HS256 key that signs access tokens. Set the same value on every instance, or leave unset to share the stored one.',
    refusal: (secret) => (secret.length < 32 ? 'JWT_SECRET must be at least 32 characters long' : undefined),
  }),
  accessTokenTtlSeconds: integer({ name: 'ACCESS_TOKEN_TTL_SECONDS', fallback: 900, min: 1, max: 86_400, description: 'Lifetime of an access token, in seconds.' }),
  refreshTokenTtlDays: integer({ name: 'REFRESH_TOKEN_TTL_DAYS', fallback: 30, min: 1, max: 3650, description: 'Lifetime of a refresh token in days; each refresh extends the session by this much.' }),
  logLevel: choice({
    name: 'LOG_LEVEL',
    values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    fallback: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  }),
  seedDemo: choice({
    name: 'SEED_DEMO',
    values: ['auto', 'true', 'false', 'large'],
    fallback: ({ valueOf }) => (valueOf(NODE_ENV) ? 'false' : 'auto'),
    default: 'auto',
    description: 'Read by the demo server (`npm start` outside production; the production server `packages/server/dist/main.js` holds no demo data and refuses `true` and `large`). auto: seed demo data when the database has no accounts; true: always (idempotent); false: never; `large`: the demo data plus a big operator (5 parks, 2,000 suites, 50,000 reservations over three years, 10,000 chats with 1,000,000 messages, 100,000 orders, complaints and ratings) on either database, seeded once before the server listens (progress on stdout; a database that holds it is left alone). Large staff and guests sign in with `Demo1234` (`guide.br.01@large.stay`, `guest.1@large.stay`).',
    check: (mode, { valueOf }) =>
      valueOf(NODE_ENV) && mode !== 'false'
        ? `SEED_DEMO=${mode} seeds demo accounts with a published password; with NODE_ENV=production it must be false`
        : undefined,
  }),
  /** `off`: every read is computed (the bench's computed reads); refused in production. */
  replyCache: choice({
    name: 'REPLY_CACHE',
    values: ['on', 'off'],
    fallback: 'on',
    description: '`on`: the hot reads\' replies are kept per caller and URL while nothing they were read from changes, and within the clock\'s second. `off` computes every read: for measuring (the bench\'s computed reads), refused with `NODE_ENV=production`.',
    check: (mode, { valueOf }) =>
      valueOf(NODE_ENV) && mode === 'off' ? 'REPLY_CACHE=off is for measuring only; with NODE_ENV=production it must be on (or unset)' : undefined,
  }),
  /** Sockets one account may hold on one instance; raised only by the bench (5,000 sockets on one token). */
  realtimeSocketsPerAccount: {
    ...integer({
      name: 'REALTIME_SOCKETS_PER_ACCOUNT',
      fallback: REALTIME_MAX_SOCKETS_PER_ACCOUNT,
      min: 1,
      max: 100_000,
      description: `Signed-in WebSockets one account may hold on one instance; a newer one closes its oldest (4429). Another value is for measuring (the bench holds 5,000 sockets on one token), refused with \`NODE_ENV=production\`.`,
    }),
    check: (limit: number, { valueOf }: ConfigContext) =>
      valueOf(NODE_ENV) && limit !== REALTIME_MAX_SOCKETS_PER_ACCOUNT
        ? `REALTIME_SOCKETS_PER_ACCOUNT is for measuring only; with NODE_ENV=production it must be ${REALTIME_MAX_SOCKETS_PER_ACCOUNT} (or unset)`
        : undefined,
  },
  /** Size of the SEED_DEMO=large dataset: 1 is 50,000 reservations and 1,000,000 messages, 0.1 a tenth. */
  seedLargeScale: decimal({ name: 'SEED_LARGE_SCALE', fallback: 1, min: 0.001, max: 10, description: 'Size of the `SEED_DEMO=large` dataset: 1 is the full size, 0.1 a tenth (its suites and everything in them); from 0.001 to 10.' }),
  /** Share of the SEED_DEMO=large dataset's three years that is seeded: 0.1 keeps its parks, suites and staff with a tenth of the history. */
  seedLargeHistory: decimal({
    name: 'SEED_LARGE_HISTORY',
    fallback: 1,
    min: 0.001,
    max: 1,
    description: 'Share of the `SEED_DEMO=large` dataset\'s three years of history that is seeded, around the same day: 1 all of it; 0.1 the same parks, suites and staff with the reservations that begin from 73 days back to 37 ahead and a tenth of the chats, messages, orders and complaints (the bench compares it with the full history for growth); from 0.001 to 1.',
  }),
  /** `smtp://` or `smtps://` URL: mail goes out over SMTP; undefined: mail is only written to the outbox table and the log. */
  smtpUrl: optionalText({
    name: 'SMTP_URL',
    default: '(unset: mail goes to the outbox table and the log)',
    description: 'smtp://user:pass@host:587 or smtps://...:465 sends mail (invites) over SMTP with nodemailer.',
    refusal: (url) => (/^smtps?:\/\/[^/]+/i.test(url) ? undefined : 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465'),
  }),
  mailFrom: MAIL_FROM,
  /** Where guests open the app; links in mails (e.g. invites) start with it. */
  publicUrl: variable({
    name: 'PUBLIC_URL',
    default: 'http://localhost:${PORT}',
    description: 'Public address of the app; invite links in mails, the payment return address and Mollie\'s webhook are built on it (e.g. https://stay.example).',
    read(raw, { valueOf }) {
      if (raw === undefined) return `http://localhost:${valueOf(PORT)}`;
      if (!HTTP_ADDRESS.test(raw)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, got '${raw}'`);
      return raw.replace(/\/+$/, '');
    },
    // With Mollie on, its webhook is built on PUBLIC_URL: a production server refuses an address Mollie cannot call.
    check: (publicUrl, { valueOf }) =>
      valueOf(NODE_ENV) && valueOf(MOLLIE_API_KEY) !== undefined && (!/^https:/i.test(publicUrl) || isLoopbackUrl(publicUrl))
        ? `PUBLIC_URL must be the park's public https address with MOLLIE_API_KEY set (Mollie calls \${PUBLIC_URL}/api/payment/webhook), got '${publicUrl}': set e.g. PUBLIC_URL=https://stay.example`
        : undefined,
  }),
  /** `mqtt://` (or mqtts, ws, wss) broker of Zigbee2MQTT-style devices; undefined: only the built-in simulator. */
  mqttUrl: optionalText({
    name: 'MQTT_URL',
    default: '(unset: only the built-in domotics simulator)',
    description: 'mqtt://user:pass@host:1883 (or mqtts://, ws://, wss://) reaches suite devices through Zigbee2MQTT-style topics.',
    refusal: (url) =>
      /^(mqtts?|wss?):\/\/[^/]+/i.test(url) ? undefined : `MQTT_URL must look like mqtt://host:1883 (or mqtts://, ws://, wss://), got '${url}'`,
  }),
  /** Base topic of the devices: commands go to `<prefix>/<device>/set`. */
  mqttTopicPrefix: text({
    name: 'MQTT_TOPIC_PREFIX',
    fallback: 'stay',
    description: 'Base topic: commands go to &lt;prefix>/&lt;device>/set, states come from the retained &lt;prefix>/&lt;device>.',
    refusal: (prefix) =>
      /[#+]/.test(prefix) || prefix.startsWith('/') || prefix.endsWith('/')
        ? `MQTT_TOPIC_PREFIX must be a topic without wildcards or outer slashes, got '${prefix}'`
        : undefined,
  }),
  deviceTimeoutMs: integer({ name: 'DOMOTICS_TIMEOUT_MS', fallback: 3000, min: 50, max: 60_000, description: 'Milliseconds a device may take to answer a command or refresh; after that its state is shown as unknown.' }),
  /** At most the contract's CHAT_ATTACHMENT_MAX_BYTES. */
  chatAttachmentMaxBytes: integer({
    name: 'CHAT_ATTACHMENT_MAX_BYTES',
    fallback: 10 * 1024 * 1024,
    min: 1024,
    max: 10 * 1024 * 1024,
    description: 'Largest chat attachment (images or PDF) accepted, in bytes; at most 10485760 (10 MB).',
  }),
  /** Upload budgets (bytes per hour) and the free disk space uploads leave (see storage/upload-guard). */
  uploads: {
    budgetPerAccountBytes: integer({
      name: 'UPLOAD_BUDGET_PER_ACCOUNT_BYTES',
      fallback: 200 * 1024 * 1024,
      min: 1024,
      max: 2 ** 40,
      description: 'Bytes one account may store per hour over all uploads (attachments, pictures, photos, screenshots); more answer 429 UPLOAD_BUDGET_EXCEEDED.',
    }),
    budgetPerIpBytes: integer({
      name: 'UPLOAD_BUDGET_PER_IP_BYTES',
      fallback: 1024 * 1024 * 1024,
      min: 1024,
      max: 2 ** 40,
      description: 'Bytes one client address may store per hour over all uploads, signed in or not (guests on the park network share it).',
    }),
    budgetSignedOutPerIpBytes: integer({
      name: 'UPLOAD_BUDGET_SIGNED_OUT_PER_IP_BYTES',
      fallback: 50 * 1024 * 1024,
      min: 1024,
      max: 2 ** 40,
      description: 'Bytes one client address may store per hour without signing in (bug report screenshots).',
    }),
    minFreeBytes: integer({
      name: 'UPLOAD_MIN_FREE_BYTES',
      fallback: 1024 * 1024 * 1024,
      min: 0,
      max: 2 ** 50,
      description: 'Uploads answer 507 INSUFFICIENT_STORAGE (and readiness fails) while the disk of DATA_DIR has less free space, in bytes.',
    }),
  },
  reminderPollIntervalMs: integer({ name: 'REMINDER_POLL_INTERVAL_MS', fallback: 5000, min: 100, max: 3_600_000, description: 'Milliseconds between two looks for due chat reminders (each instance; a reminder fires once).' }),
  reservationFeedIntervalMinutes: integer({
    name: 'RESERVATION_FEED_INTERVAL_MINUTES',
    fallback: 30,
    min: 0,
    max: 10_080,
    description: 'Minutes between two imports of the saved iCal reservation feeds (`npm run reservations:import -- --save`); 0 switches the periodic import off.',
  }),
  lockWatchIntervalSeconds: integer({
    name: 'LOCK_WATCH_INTERVAL_SECONDS',
    fallback: 300,
    min: 0,
    max: 86_400,
    description: 'Seconds between two looks at the door locks of the stays in house: a lock jammed or offline alerts staff and the guide once; 0 switches the lock watch off.',
  }),
  climateIntervalSeconds: integer({
    name: 'CLIMATE_INTERVAL_SECONDS',
    fallback: 60,
    min: 0,
    max: 3600,
    description:
      'Seconds between two passes of the climate rules (each instance reads the thermostats of the locations with climate rules, counts their energy and gives the setpoints it claims); 0 switches the climate rules off.',
  }),
  /** The PMS connection (modules/pms): the sync API's rate limit and the webhook outbox. */
  pms: {
    requestsPerMinute: integer({ name: 'PMS_API_REQUESTS_PER_MINUTE', fallback: 600, min: 1, max: 1_000_000, description: 'Requests per minute one PMS API key may make to `/api/pms/…`; more answer 429 `TOO_MANY_REQUESTS` (counted in the database, across instances).' }),
    webhookIntervalSeconds: integer({ name: 'WEBHOOK_DELIVERY_INTERVAL_SECONDS', fallback: 10, min: 0, max: 3600, description: 'Seconds between two passes of the webhook outbox (each instance sends the due deliveries it can claim; failed ones are retried after 30 s, 1 min, 2 min, … up to 6 h, 12 attempts); 0 switches webhook delivery off.' }),
    webhookAllowLocalAddresses: flag({
      name: 'WEBHOOK_ALLOW_LOCAL_ADDRESSES',
      description: '`true` accepts webhook URLs on loopback and private addresses; only for tests with a local receiver. Refused with `NODE_ENV=production`.',
      check: (isAllowed, { valueOf }) =>
        isAllowed && valueOf(NODE_ENV) ? 'WEBHOOK_ALLOW_LOCAL_ADDRESSES=true lets anyone with management access make the server call its own network: remove it with NODE_ENV=production' : undefined,
    }),
  },
  /** Limits of the throttled calls (sign-in, sign-up, lookups, mails): requests per window per address and per account. */
  rateLimits: {
    windowMs: inMilliseconds(integer({ name: 'RATE_LIMIT_WINDOW_SECONDS', fallback: 60, min: 1, max: 86_400, description: 'Window of the rate limits on sign-in, sign-up, lookups and mail-sending calls, in seconds.' })),
    perAccount: integer({ name: 'RATE_LIMIT_PER_ACCOUNT', fallback: 10, min: 1, max: 1_000_000, description: 'Requests per window for one account (or email) on each throttled call; more answer 429 `TOO_MANY_REQUESTS` with `Retry-After`. Sign-in and password reset count it per account and client address; across addresses sign-in is slowed beyond it per 15 windows, never refused (see SECURITY.md).' }),
    perIp: integer({ name: 'RATE_LIMIT_PER_IP', fallback: 60, min: 1, max: 1_000_000, description: 'Requests per window from one client address on each throttled call (guests behind one network share it).' }),
  },
  loadShedEventLoopDelayMs: integer({ name: 'LOAD_SHED_EVENT_LOOP_DELAY_MS', fallback: 200, min: 0, max: 60_000, description: 'When the server\'s event loop lags more than this many milliseconds, new requests answer 503 `SERVER_BUSY` (with Retry-After) at once until it recovers, instead of queueing behind the stall; `0` turns this off.' }),
  shutdownDrainSeconds: integer({ name: 'SHUTDOWN_DRAIN_SECONDS', fallback: 10, min: 0, max: 3600, description: 'On SIGTERM or SIGINT the server stops accepting connections, readiness answers 503 (`draining`), WebSockets close with 1012 (the app reconnects at once, elsewhere behind a load balancer) and in-flight requests finish; connections still open after this many seconds are closed (and counted in the log). A second signal exits at once with status 1.' }),
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address (false: none). */
  trustProxy: variable<boolean | number | string>({
    name: 'TRUST_PROXY',
    default: '(unset: the connecting address is the client)',
    description: 'Behind a reverse proxy: `true`, the number of proxy hops, or their addresses/CIDRs (comma-separated) whose `X-Forwarded-For` is believed.',
    read(raw) {
      if (raw === undefined || raw.toLowerCase() === 'false') return false;
      if (raw.toLowerCase() === 'true') return true;
      if (/^\d+$/.test(raw)) return Number(raw);
      if (!/^[0-9a-f.:/,\s]+$/i.test(raw)) throw new ConfigError(`TRUST_PROXY must be true, a hop count or addresses/CIDRs, got '${raw}'`);
      return raw;
    },
  }),
  /** Bearer token Prometheus sends for GET /metrics; undefined: no metrics (/metrics answers 404). */
  metricsToken: optionalText({
    name: 'METRICS_TOKEN',
    default: '(unset: no metrics, /metrics answers 404)',
    description: 'A secret of at least 32 characters (e.g. `openssl rand -hex 32`): `GET /metrics` answers Prometheus metrics to `Authorization: Bearer <token>` (401 without, 403 with another token). See docs/architecture.md for the metric names.',
    refusal: (token) => (token.length < 32 ? 'METRICS_TOKEN must be at least 32 characters long (e.g. openssl rand -hex 32)' : undefined),
  }),
  mollieApiKey: MOLLIE_API_KEY,
  mollieLocationApiKeys: MOLLIE_LOCATION_API_KEYS,
  allowTestPsp: ALLOW_TEST_PSP,
  /** Root of Mollie's API; only a Mollie-compatible test server needs another one. */
  mollieApiUrl: text({
    name: 'MOLLIE_API_URL',
    fallback: 'https://api.mollie.com/v2/',
    description: 'Root of the Mollie API; change it only for a Mollie-compatible test server.',
    refusal: (url) => (HTTP_ADDRESS.test(url) ? undefined : `MOLLIE_API_URL must be an http(s) address, got '${url}'`),
    normalise: (url) => (url.endsWith('/') ? url : `${url}/`),
  }),
  /** Chat translation (see platform/translation): LibreTranslate or DeepL, or none (messages shown as written). */
  translation: {
    libreTranslateUrl: LIBRETRANSLATE_URL,
    libreTranslateApiKey: optionalText({
      name: 'LIBRETRANSLATE_API_KEY',
      default: '(unset: none sent)',
      description: 'The `api_key` sent with each LibreTranslate request, when the LibreTranslate server asks for one.',
      check: (key, { valueOf }) =>
        key !== undefined && valueOf(LIBRETRANSLATE_URL) === undefined ? 'LIBRETRANSLATE_API_KEY is set without LIBRETRANSLATE_URL: set the address too, or remove the key' : undefined,
    }),
    deeplApiKey: DEEPL_API_KEY,
    /** DeepL's API root: derived from the key unless given (a DeepL-compatible test server). */
    deeplApiUrl: variable({
      name: 'DEEPL_API_URL',
      default: '(unset: https://api-free.deepl.com for a key ending in :fx, else https://api.deepl.com)',
      description: 'Root of the DeepL API; change it only for a DeepL-compatible test server. With `NODE_ENV=production` it must be https.',
      read(raw, { valueOf }) {
        if (raw === undefined) return valueOf(DEEPL_API_KEY)?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
        if (!HTTP_ADDRESS.test(raw)) throw new ConfigError(`DEEPL_API_URL must be an http(s) address, got '${raw}'`);
        return raw.replace(/\/+$/, '');
      },
      check: (url, { valueOf }) =>
        valueOf(NODE_ENV) && !/^https:/i.test(url) ? `DEEPL_API_URL must be an https address with NODE_ENV=production (chat messages travel to it), got '${url}'` : undefined,
    }),
    timeoutMs: integer({
      name: 'TRANSLATION_TIMEOUT_MS',
      fallback: 5000,
      min: 100,
      max: 60_000,
      description: 'Milliseconds a translation may take; a slower (or failing) provider leaves the message shown as written, and it is asked again on the next read.',
    }),
  },
  /** Web Push (see platform/push): the transport and its VAPID identity. */
  push: {
    /** webpush: record in the outbox and send to the recipient's subscriptions; outbox: only record. */
    transport: choice({ name: 'PUSH', values: ['webpush', 'outbox'], fallback: 'webpush', description: '`webpush`: every notification is recorded in the outbox table and sent as a Web Push message to the recipient\'s subscribed browsers (VAPID; no external account needed); `outbox`: only recorded (and logged). Delivery failures are logged and never fail the request.' }),
    vapidPublicKey: VAPID_PUBLIC_KEY,
    vapidPrivateKey: optionalText({
      name: 'VAPID_PRIVATE_KEY',
      default: '(unset: generated once, stored in the database)',
      description: 'VAPID private key (base64url) matching `VAPID_PUBLIC_KEY`.',
      refusal: VAPID_KEY_FORM('VAPID_PRIVATE_KEY'),
      check: (privateKey, { valueOf }) =>
        (privateKey === undefined) !== (valueOf(VAPID_PUBLIC_KEY) === undefined)
          ? 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all'
          : undefined,
    }),
    /** The VAPID contact (mailto: or https:) push services may reach the operator at. */
    vapidSubject: variable({
      name: 'VAPID_SUBJECT',
      default: '(unset: mailto: with the address of MAIL_FROM)',
      description: 'Contact for push services, a `mailto:` or `https:` address (e.g. `mailto:ops@stay.example`).',
      read(raw, { valueOf }) {
        if (raw === undefined) {
          const mailFrom = valueOf(MAIL_FROM);
          const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
          return `mailto:${address.trim()}`;
        }
        if (!/^(mailto:\S+@\S+|https:\/\/[^/]+)/i.test(raw)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: address, got '${raw}'`);
        return raw;
      },
    }),
    /** Accept plain-http and loopback/private-address endpoints (local tests only). */
    allowLocalEndpoints: flag({ name: 'PUSH_ALLOW_LOCAL_ENDPOINTS', description: '`true` accepts push subscriptions on plain http or loopback/private addresses; only for tests with a local push service.' }),
    /** Push service hosts subscriptions may name: exact names, or `.suffix` for every name below it. */
    endpointHosts: variable<readonly string[]>({
      name: 'PUSH_ENDPOINT_HOSTS',
      default: DEFAULT_PUSH_ENDPOINT_HOSTS,
      description: 'Comma-separated hosts of the push services a subscription may name (a leading `.` or `*.` admits every name below it); other endpoints are refused with `400 INVALID_INPUT`. Setting it replaces the list: to add a self-hosted push service, repeat the defaults and add its host.',
      read: (raw) =>
        (raw ?? DEFAULT_PUSH_ENDPOINT_HOSTS).split(',').map((entry) => {
          const host = entry.trim().toLowerCase().replace(/^\*\./, '.');
          if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
            throw new ConfigError(`PUSH_ENDPOINT_HOSTS must be comma-separated host names (a leading . or *. admits every name below), got '${entry.trim()}'`);
          }
          return host;
        }),
    }),
  },
};

/** A variable set in seconds, used in milliseconds. */
function inMilliseconds(seconds: ConfigVariable<number>): ConfigVariable<number> {
  return { ...seconds, read: (raw, context) => seconds.read(raw, context) * 1000 };
}

export type Config = ConfigValues<typeof CONFIG_DECLARATION>;
export type UploadConfig = Config['uploads'];
export type PushConfig = Config['push'];
export type TranslationConfig = Config['translation'];
export type SeedDemoMode = Config['seedDemo'];
export type LogLevel = Config['logLevel'];
export type PushTransportName = PushConfig['transport'];

/** Every environment variable the server reads, with its default and meaning (the README's table is generated from them). */
export const CONFIG_VARIABLES = variablesOf(CONFIG_DECLARATION);

/** Reads the environment into a typed config; throws ConfigError with the variable's name on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return readDeclaration(CONFIG_DECLARATION, env);
}
