import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_CLOSE_SERVICE_RESTART, REALTIME_PATH } from '@stay/contract';
import { clearRetained, connectTestBroker, TEST_BROKER_URL } from './platform/devices/fake-zigbee2mqtt-device';
import { TEST_JWT_SECRET } from './support';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { freshServerTarget, seedServerTarget, type ServerTarget } from './support/server-target';

const LIGHTS = 4;

interface Suite {
  token: string;
  lockId: string;
  lightIds: string[];
}

/** A guest in a suite with a lock and LIGHTS lights, all on the MQTT broker as `<prefix>/lock`, `<prefix>/light-N`. */
async function guestWithDevices(target: ServerTarget): Promise<Suite> {
  return seedServerTarget(target, async ({ db, factories }) => {
    const location = await factories.location();
    const { reservation, guest } = await factories.stay({ locationId: location.id, suites: ['Suite 7'] });
    const suiteId = reservation.suiteIds[0] ?? '';
    const onBroker = async (type: 'LOCK' | 'LIGHT', externalId: string) => {
      const id = await factories.device({ suiteId, type });
      await db.updateTable('domoticas').set({ connector: 'mqtt', external_id: externalId }).where('id', '=', id).execute();
      return id;
    };
    const lockId = await onBroker('LOCK', 'lock');
    const lightIds = [];
    for (let n = 1; n <= LIGHTS; n += 1) lightIds.push(await onBroker('LIGHT', `light-${n}`));
    return { token: guest.token, lockId, lightIds };
  });
}

interface HeldDevices {
  /** The requests the devices received and hold, by topic. */
  held: string[];
  /** Resolves once the devices hold `count` requests. */
  holding(count: number): Promise<void>;
  /** Every held request is answered (as Zigbee2MQTT does: the device's full state on `<prefix>/<device>`). */
  answerAll(): Promise<void>;
}

/** Devices that take every command and refresh but answer only when told: requests stay in flight for as long as a test needs. */
async function holdDevices(client: MqttClient, prefix: string): Promise<HeldDevices> {
  const held: string[] = [];
  let waiting: { count: number; resolve: () => void } | undefined;
  await client.subscribeAsync([`${prefix}/+/set`, `${prefix}/+/get`]);
  client.on('message', (topic) => {
    if (!topic.startsWith(`${prefix}/`)) return;
    held.push(topic);
    if (waiting && held.length >= waiting.count) waiting.resolve();
  });
  return {
    held,
    holding: (count) =>
      new Promise((resolve) => {
        if (held.length >= count) resolve();
        else waiting = { count, resolve };
      }),
    async answerAll() {
      for (const topic of held.splice(0)) {
        const device = topic.slice(0, topic.lastIndexOf('/'));
        const state = device.endsWith('/lock') ? { state: 'UNLOCK', lock_state: 'unlocked' } : { state: 'ON', brightness: 254 };
        await client.publishAsync(device, JSON.stringify(state), { qos: 1 });
      }
    },
  };
}

/** Whether a new TCP connection to the server is refused. */
function isRefused(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A signed-in realtime socket; resolves once the server said `ready`. */
async function openRealtime(baseUrl: string, token: string): Promise<{ closeCode: Promise<number> }> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${REALTIME_PATH}?accesstoken=${token}`);
  const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'ready') resolve();
    });
    socket.once('error', reject);
  });
  return { closeCode };
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const dialects = postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

let broker: MqttClient;
const retainedTopics: string[] = [];
beforeAll(async () => {
  broker = await connectTestBroker();
});
afterAll(async () => {
  if (broker) await clearRetained(broker, retainedTopics);
  await broker?.endAsync();
});

interface Running {
  server: ServerProcess;
  suite: Suite;
  devices: HeldDevices;
  /** A guest's POST to one of their suite's device endpoints. */
  call(path: string, body?: object): Promise<Response>;
}

/** Before the suite's test: a server process on a fresh database with a guest whose devices hold every request. */
function useServerWithHeldDevices(dialect: 'sqlite' | 'postgres', env: Record<string, string> = {}): () => Running {
  let running: Running | undefined;
  let target: ServerTarget | undefined;
  beforeAll(async () => {
    target = await freshServerTarget('shutdown', dialect === 'postgres' ? postgresUrl : undefined);
    const suite = await guestWithDevices(target);
    const prefix = `stay-shutdown-${randomUUID()}`;
    retainedTopics.push(...['lock', ...Array.from({ length: LIGHTS }, (_, n) => `light-${n + 1}`)].map((name) => `${prefix}/${name}`));
    const devices = await holdDevices(broker, prefix);
    const server = await startServerProcess({
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      MQTT_URL: TEST_BROKER_URL,
      MQTT_TOPIC_PREFIX: prefix,
      DOMOTICS_TIMEOUT_MS: '60000',
      ...env,
    });
    const call = (path: string, body?: object) =>
      fetch(`${server.baseUrl}/api/guest/accommodation/current/${path}`, {
        method: 'POST',
        headers: { accesstoken: suite.token, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    running = { server, suite, devices, call };
  });
  afterAll(async () => {
    await running?.server.kill('SIGKILL');
    await target?.dispose();
  });
  return () => {
    if (!running) throw new Error('The server did not start');
    return running;
  };
}

const waitUntilRefused = async (baseUrl: string) => {
  while (!(await isRefused(baseUrl))) {
    // The server stops listening right after it told the sockets: wait for that.
  }
};

for (const dialect of dialects) {
  describe(`SIGTERM with requests in flight (${dialect})`, () => {
    const running = useServerWithHeldDevices(dialect);

    it('finishes every request in flight with its normal answer, refuses new connections, restarts sockets, exits 0', async () => {
      const { server, suite, devices, call } = running();
      const socket = await openRealtime(server.baseUrl, suite.token);
      // In flight at the signal: a guest's unlock and a light switched on (commands the devices have received but
      // not answered), and a refresh of every light (reads of the devices' state).
      const requests = [
        call(`domotica/${suite.lockId}/control`, { command: 'UNLOCK' }),
        call(`domotica/${suite.lightIds[0]}/control`, { command: 'SET_LIGHT', on: true, brightness: 100 }),
        ...suite.lightIds.map((id) => call(`domotica/${id}/refresh`)),
      ].map((request) => request.then(async (response) => ({ status: response.status, body: (await response.json()) as unknown })));
      await devices.holding(requests.length);

      const signalledAt = performance.now();
      const exited = server.kill('SIGTERM');
      expect(await socket.closeCode).toBe(REALTIME_CLOSE_SERVICE_RESTART);
      await waitUntilRefused(server.baseUrl);

      await devices.answerAll();
      const answers = await Promise.allSettled(requests);
      await exited;
      const exitedAfterMs = performance.now() - signalledAt;
      const finished = answers.filter((answer) => answer.status === 'fulfilled' && answer.value.status === 200);
      console.log(
        `shutdown (${dialect}): ${requests.length} requests and 1 WebSocket in flight at SIGTERM; ${finished.length} finished with 200, ` +
          `${requests.length - finished.length} lost; socket closed with ${REALTIME_CLOSE_SERVICE_RESTART}; exit ${await server.exited} after ${Math.round(exitedAfterMs)} ms`,
      );
      const answered = (id: string, value: unknown) => ({ status: 200, body: expect.objectContaining({ _id: id, state: expect.objectContaining({ status: 'ok', value }) }) });
      expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : answer.reason))).toEqual([
        answered(suite.lockId, 'UNLOCKED'),
        ...[suite.lightIds[0] ?? '', ...suite.lightIds].map((id) => answered(id, { on: true, brightness: 100 })),
      ]);
      expect(await server.exited).toBe(0);
      // A bounded drain that needed no force: past SHUTDOWN_DRAIN_SECONDS the server closes what is left and says so.
      expect(server.output()).not.toMatch(/still open after/);
    });
  });
}

describe('SIGTERM with a request outlasting SHUTDOWN_DRAIN_SECONDS', () => {
  const running = useServerWithHeldDevices('sqlite', { SHUTDOWN_DRAIN_SECONDS: '1' });

  it('closes what is still open after the drain, counting it, and exits 0', async () => {
    const { server, suite, devices, call } = running();
    const unlock = call(`domotica/${suite.lockId}/control`, { command: 'UNLOCK' }).then(
      () => 'answered',
      () => 'cut',
    );
    await devices.holding(1);
    await server.kill('SIGTERM');
    expect(await unlock).toBe('cut');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/Shutdown: 1 connection\(s\) still open after the 1 s drain, closing them/);
  });
});

describe('a second signal during the drain', () => {
  const running = useServerWithHeldDevices('sqlite');

  it('exits 1 at once', async () => {
    const { server, suite, devices, call } = running();
    const unlock = call(`domotica/${suite.lockId}/control`, { command: 'UNLOCK' }).then(
      () => 'answered',
      () => 'cut',
    );
    await devices.holding(1);
    const exited = server.kill('SIGTERM');
    await waitUntilRefused(server.baseUrl);
    await server.kill('SIGINT');
    await exited;
    expect(await server.exited).toBe(1);
    expect(await unlock).toBe('cut');
  });
});
