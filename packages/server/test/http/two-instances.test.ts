import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { CHAT_ATTACHMENT_MAX_BYTES, REALTIME_PATH, chatAttachmentSchema, chatMessageListQuery, realtimeEventSchema, type RealtimeEvent } from '@stay/contract';
import { createDb, safeIdentifier } from '../../src/db/create-db';
import { STARTUP_LOCK_KEY } from '../../src/db/startup-lock';
import type { DbHandle } from '../../src/db/create-db';
import { createAccessTokens } from '../../src/security/access-tokens';
import { TEST_JWT_SECRET } from '../support';
import { createFactories, type TestGuest, type TestStaff } from '../support/factories';
import { nginxUnavailable, startNginx, type NginxPorts, type NginxProcess } from '../support/nginx-process';
import { freePort } from '../support/private-postgres';
import { startDemoServerProcess, type ServerProcess } from '../support/server-process';
import { runAdminStatement } from '../support/test-database';

const TITLE = 'two instances on one PostgreSQL database and one shared DATA_DIR';
const GUEST_CHAT = '/api/guest/reservation/current/chat';
/** Two servers migrating and seeding one after the other, on a loaded machine. */
const START_TIMEOUT_MS = 90_000;
/** How often the start-up lock is looked at while the instances start. */
const LOCK_POLL_INTERVAL_MS = 25;
/** The address a client connects to nginx from: the instances must see it, through X-Forwarded-For, not nginx's. */
const CLIENT_ADDRESS = '127.0.0.7';

/** A multipart body with one file in the field `file`. */
function multipart(content: Buffer, filename: string, type: string) {
  const boundary = `----stay${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A POST over node:http from a chosen local address (fetch cannot pick one). */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', localAddress, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

interface Socket {
  events: RealtimeEvent[];
  close(): void;
}

/** A realtime socket at `base` (ws://…) signed in with the token; resolves once the server said 'ready'. */
function openSocket(base: string, token: string): Promise<Socket> {
  const socket = new WebSocket(`${base}${REALTIME_PATH}?accesstoken=${encodeURIComponent(token)}`);
  const events: RealtimeEvent[] = [];
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const event = realtimeEventSchema.parse(JSON.parse(data.toString()));
      events.push(event);
      if (event.type === 'ready') resolve({ events, close: () => socket.terminate() });
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`closed before ready: ${code}`)));
  });
}

/** A noisy photo (it does not compress) just under the attachment limit once re-encoded: what a phone camera sends. */
async function largePhoto(): Promise<Buffer> {
  const side = 1_700;
  const photo = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(CHAT_ATTACHMENT_MAX_BYTES * 0.8);
  expect(photo.length).toBeLessThan(CHAT_ATTACHMENT_MAX_BYTES);
  return photo;
}

function defineTests(postgresUrl: string): void {
  const nginxMissing = nginxUnavailable();
  if (nginxMissing && process.env.CI) throw new Error(`nginx must run on CI: ${nginxMissing}`);
  if (nginxMissing) console.warn(`\n!!! The nginx test of '${TITLE}' is SKIPPED: ${nginxMissing} !!!\n`);

  const databaseName = safeIdentifier(`stay_two_instances_${randomBytes(6).toString('hex')}`);
  let dataDir = '';
  let handle: DbHandle | undefined;
  const instances: ServerProcess[] = [];
  const failedStarts: string[] = [];
  let sawLockWait = false;
  let guest: TestGuest | undefined;
  let guide: TestStaff | undefined;
  /** The guest's chat as staff address it: by its objectkey, the reservation. */
  let staffChatPath = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stay-two-instances-'));
    await runAdminStatement(postgresUrl, `create database ${databaseName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    // An empty database, both spawned in the same tick with the demo's entry. SEED_DEMO=auto seeds it: with the migrations
    // that keeps the first in its start-up lock for seconds, so the second surely arrives while the lock is held.
    handle = createDb({ databaseUrl: url.toString(), dataDir });
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: 'auto', TRUST_PROXY: '127.0.0.1' };
    const startStarted = performance.now();
    let isStarting = true;
    const starting = Promise.allSettled([startDemoServerProcess(env, START_TIMEOUT_MS), startDemoServerProcess(env, START_TIMEOUT_MS)]).finally(() => (isStarting = false));
    // The proof that they met: one instance waited in the database for the start-up lock the other held.
    while (isStarting && !sawLockWait) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())
          and objsubid = 1 and classid::bigint = (${STARTUP_LOCK_KEY}::bigint >> 32) and objid::bigint = (${STARTUP_LOCK_KEY}::bigint & 4294967295)`.execute(handle.db);
      sawLockWait = (rows[0]?.waiting ?? 0) > 0;
      if (!sawLockWait) await delay(LOCK_POLL_INTERVAL_MS);
    }
    for (const start of await starting) {
      if (start.status === 'fulfilled') instances.push(start.value);
      else failedStarts.push(String(start.reason));
    }
    if (failedStarts.length > 0) return;
    console.log(`two instances: both listening ${(performance.now() - startStarted).toFixed(0)} ms after starting together on an empty database`);
    const factories = createFactories({ db: handle.db, accessTokens: createAccessTokens(TEST_JWT_SECRET, 3600) });
    await factories.settings();
    const location = await factories.location();
    guide = await factories.staff({ role: 'GUIDE', locationId: location.id });
    const stay = await factories.stay({ locationId: location.id, guideId: guide.id });
    guest = stay.guest;
    staffChatPath = `/api/employee/chat/${stay.reservation.id}`;
  }, START_TIMEOUT_MS * 2);

  afterAll(async () => {
    for (const instance of instances) await instance.kill('SIGTERM');
    await handle?.db.destroy();
    await runAdminStatement(postgresUrl, `drop database if exists ${databaseName} with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const ready = () => {
    if (!guest || !guide || instances.length !== 2) throw new Error('The instances did not start');
    return { guest, guide, a: instances[0]!, b: instances[1]! };
  };

  it('migrates and seeds an empty database once when both start at the same moment', () => {
    expect(failedStarts).toEqual([]);
    expect(sawLockWait, 'the second instance never waited for the start-up lock').toBe(true);
    const migrated = instances.filter((instance) => /applied \d+ migration\(s\)/.test(instance.output()));
    // Both listen; exactly one applied the migrations, the other waited and found them applied.
    expect(instances).toHaveLength(2);
    expect(migrated, instances.map((instance) => instance.output()).join('\n---\n')).toHaveLength(1);
  });

  it('serves a photo uploaded through one instance from the other (DATA_DIR shared)', async () => {
    const { guest, guide, a, b } = ready();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } }).png().toBuffer();
    const upload = multipart(photo, 'pool.png', 'image/png');
    const uploaded = await fetch(`${a.baseUrl}${GUEST_CHAT}/attachment`, {
      method: 'POST',
      headers: { accesstoken: guest.token, 'content-type': upload.contentType },
      body: upload.body,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const attachment = chatAttachmentSchema.parse(await uploaded.json());
    for (const [token, url] of [
      [guest.token, `${b.baseUrl}${GUEST_CHAT}/attachment/${attachment.filename}`],
      [guide.token, `${b.baseUrl}${staffChatPath}/attachment/${attachment.filename}`],
    ] as const) {
      const downloaded = await fetch(url, { headers: { accesstoken: token } });
      expect(downloaded.status, url).toBe(200);
      expect(downloaded.headers.get('content-type')).toBe('image/png');
      expect((await downloaded.arrayBuffer()).byteLength).toBe(attachment.size);
    }
  });

  it('answers a read through one instance with a message sent through the other just before (no kept reply is stale)', async () => {
    const { guest, a, b } = ready();
    // Without marking as read the page writes nothing, so instance B keeps its reply (per caller and URL).
    const pagePath = `${GUEST_CHAT}/message?${new URLSearchParams(chatMessageListQuery({ pagesize: 20, markasread: false, order: 'desc' }))}`;
    const headers = { accesstoken: guest.token };
    const pageOnB = async () => {
      const page = await fetch(`${b.baseUrl}${pagePath}`, { headers });
      expect(page.status, await page.clone().text()).toBe(200);
      return ((await page.json()) as { nmbr: number }[]).map((message) => message.nmbr);
    };
    // Rounds one right after the other: sends closer together than the bus's gathering interval, within one second.
    for (let round = 1; round <= 40; round += 1) {
      await pageOnB();
      const sent = await fetch(`${a.baseUrl}${GUEST_CHAT}/message`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ paragraph: `Sent through A, read through B (${round})` }),
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const { nmbr } = (await sent.json()) as { nmbr: number };
      expect(await pageOnB(), `round ${round}`).toContain(nmbr);
    }
  });

  (nginxMissing ? it.skip : it)('behind deploy/nginx.conf: a guest on instance A, the guide on B, a message and a large photo cross live', async () => {
    const { guest, guide, a, b } = ready();
    const portOf = (instance: ServerProcess) => Number(new URL(instance.baseUrl).port);
    const ports: NginxPorts = { instanceA: portOf(a), instanceB: portOf(b), balanced: await freePort(), pinnedToA: await freePort(), pinnedToB: await freePort() };
    let nginx: NginxProcess | undefined;
    let guideSocket: Socket | undefined;
    try {
      nginx = await startNginx(ports);
      const proxy = nginx;
      // The guide's socket goes through nginx's WebSocket upgrade to instance B.
      guideSocket = await openSocket(proxy.url(ports.pinnedToB).replace('http:', 'ws:'), guide.token);
      const guideEvents = guideSocket.events;

      // A photo near the 10 MiB limit, from another client address, through nginx to instance A.
      const upload = multipart(await largePhoto(), 'terrace.png', 'image/png');
      const uploadStarted = performance.now();
      const uploaded = await postFrom(CLIENT_ADDRESS, `${proxy.url(ports.pinnedToA)}${GUEST_CHAT}/attachment`, { accesstoken: guest.token, 'content-type': upload.contentType }, upload.body);
      expect(uploaded.status, uploaded.body).toBe(200);
      const attachment = chatAttachmentSchema.parse(JSON.parse(uploaded.body));
      const uploadMs = performance.now() - uploadStarted;
      // The upload budget is charged to the client's address from X-Forwarded-For (TRUST_PROXY=127.0.0.1), not nginx's.
      const budgets = await handle!.db.selectFrom('upload_budgets').select('key').execute();
      expect(budgets.map((budget) => budget.key)).toContain(`ip:${CLIENT_ADDRESS}`);

      const sendStarted = performance.now();
      const sent = await fetch(`${proxy.url(ports.pinnedToA)}${GUEST_CHAT}/message`, {
        method: 'POST',
        headers: { accesstoken: guest.token, 'content-type': 'application/json' },
        body: JSON.stringify({ paragraph: 'Across nginx and two instances', attachments: [attachment.filename] }),
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const { nmbr, chatnmbr } = (await sent.json()) as { nmbr: number; chatnmbr: number };
      await vi.waitFor(() => expect(guideEvents.some((event) => event.type === 'chat.message' && event.message.nmbr === nmbr)).toBe(true), { timeout: 10_000, interval: 20 });
      console.log(
        `two instances behind nginx: a ${upload.body.length}-byte photo uploaded through A in ${uploadMs.toFixed(0)} ms (stored ${attachment.size} bytes), ` +
          `a message sent through A reached the guide's socket on B ${(performance.now() - sendStarted).toFixed(0)} ms after sending`,
      );

      // The guide downloads it through the balanced address, whichever instance answers.
      for (let round = 0; round < 2; round += 1) {
        const downloaded = await fetch(`${proxy.url(ports.balanced)}${staffChatPath}/attachment/${attachment.filename}`, { headers: { accesstoken: guide.token } });
        expect(downloaded.status).toBe(200);
        expect((await downloaded.arrayBuffer()).byteLength).toBe(attachment.size);
      }
      // Stored once, in the shared folder.
      expect(await readdir(path.join(dataDir, 'attachments', String(chatnmbr)))).toContain(attachment.filename);
    } finally {
      guideSocket?.close();
      await nginx?.stop();
    }
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describe(TITLE, () => defineTests(postgresUrl));
else if (process.env.CI) throw new Error('TEST_DATABASE_URL is not set: the two-instance suite must run on CI');
else {
  console.warn(`\n!!! '${TITLE}' SKIPPED: TEST_DATABASE_URL is not set (it runs on PostgreSQL only) !!!\n`);
  describe.skip(`${TITLE} (TEST_DATABASE_URL not set)`, () => defineTests(''));
}
