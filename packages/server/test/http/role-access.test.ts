import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allEndpoints, fillPath, type Endpoint, type StaffRole } from '@stay/contract';
import { describeEachDialect } from '../support';
import { acceptedFallback } from '../support/sample-input';
import { ENDPOINT_SAMPLES } from './role-access/all-endpoint-samples';
import type { EndpointSample, SampleRequest } from './role-access/endpoint-sample';
import { expectedFor, mismatchOf, snapshotData, traceIn, type Expected } from './role-access/expectations';
import {
  anotherGuestOf,
  callersOf,
  counterpartOf,
  createRoleAccessWorld,
  otherLocationStaffOf,
  type Caller,
  type RoleAccessWorld,
} from './role-access/world';

const NO_SAMPLE: EndpointSample = {};

/** The endpoint's params, query and body: the sample's, else the schema fallback; throws when neither fits. */
function inputOf(name: string, endpoint: Endpoint, request: SampleRequest) {
  const part = (label: 'params' | 'query' | 'body', given: unknown, schema: Endpoint['params']) => {
    if (given !== undefined || schema === undefined) return given;
    const fallback = acceptedFallback(schema);
    if (!fallback) throw new Error(`${name} needs a sample ${label} in test/modules/<its module>/endpoint-samples.ts: its schema cannot fill it`);
    return fallback.value;
  };
  return {
    params: part('params', request.params, endpoint.params) as Record<string, string | number> | undefined,
    query: part('query', request.query, endpoint.query) as Record<string, string | number> | undefined,
    body: request.raw ? undefined : part('body', request.body, endpoint.body),
  };
}

/** The request the caller makes; building it may first create what the caller needs. */
async function requestOf(world: RoleAccessWorld, name: string, endpoint: Endpoint, sample: EndpointSample, given: Caller): Promise<InjectOptions> {
  let caller = given;
  if (caller.name === 'GUEST' && sample.freshGuest) {
    const guest = await world.freshGuest();
    caller = { ...caller, token: guest.token, guest };
  }
  const account = caller.staff ?? caller.guest;
  const token = sample.freshSession && account ? await world.ctx.factories.anotherSession(account) : caller.token;
  const request = (await sample.request?.(world, caller)) ?? {};
  const { params, query, body } = inputOf(name, endpoint, request);
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}` : '';
  const headers: Record<string, string> = { ...(request.raw?.headers ?? {}) };
  if (endpoint.auth === 'refresh') {
    const refreshToken = await world.refreshTokenOf(caller);
    if (refreshToken) headers.refreshtoken = refreshToken;
  } else if (token) {
    headers.accesstoken = token;
  }
  const options: InjectOptions = { method: endpoint.method, url: `${fillPath(endpoint.path, params ?? {})}${search}`, headers };
  if (request.raw) options.payload = request.raw.payload;
  else if (body !== undefined) options.payload = body as InjectOptions['payload'];
  return options;
}

async function call(world: RoleAccessWorld, name: string, endpoint: Endpoint, sample: EndpointSample, caller: Caller) {
  return world.ctx.app.inject(await requestOf(world, name, endpoint, sample, caller));
}

const REFUSED: Expected = { kind: 'refused', statuses: [403, 404] };
const SERVED: Expected = { kind: 'served' };

/**
 * Staff callers of another location, whose workgroups bear the names of the first location's: replaying the first
 * location's request is refused and changes nothing; their own reads and acts name none of the first location's
 * data, and their reads do not change when that location gets new chats (made once, between the two rounds of reads).
 */
async function otherLocationMismatches(world: RoleAccessWorld, name: string, endpoint: Endpoint, sample: EndpointSample, callers: Caller[]): Promise<string[]> {
  const { app, db } = world.ctx;
  const mismatches: string[] = [];
  const note = (caller: Caller, mismatch: string | undefined) => {
    if (mismatch) mismatches.push(`${caller.name}: ${mismatch}`);
  };
  const allowed = (caller: Caller) => !sample.staffRoles || sample.staffRoles.includes(caller.role as StaffRole);
  for (const caller of callers.filter((candidate) => !allowed(candidate))) {
    note(caller, mismatchOf(expectedFor(endpoint.auth, caller, sample.staffRoles), await call(world, name, endpoint, sample, caller)));
  }
  const served = async (response: LightMyRequestResponse) => {
    const trace = traceIn(response, await world.firstLocationTraces());
    return mismatchOf(SERVED, response) ?? (trace ? `the answer names the first location's ${trace}` : undefined);
  };

  if (sample.otherLocation === 'refused') {
    for (const caller of callers.filter(allowed)) {
      const replayed = await requestOf(world, name, endpoint, sample, counterpartOf(world, caller));
      await world.workgroupsInEveryChatOfFirstLocation();
      const before = await snapshotData(db);
      const mismatch = mismatchOf(REFUSED, await app.inject({ ...replayed, headers: { ...replayed.headers, accesstoken: caller.token } }));
      note(caller, mismatch ?? ((await snapshotData(db)) === before ? undefined : 'the refused call changed data'));
    }
    return mismatches;
  }

  const firstAnswers = new Map<Caller, LightMyRequestResponse>();
  for (const caller of callers.filter(allowed)) {
    const first = await call(world, name, endpoint, sample, caller);
    const mismatch = await served(first);
    note(caller, mismatch);
    if (!mismatch) firstAnswers.set(caller, first);
  }
  if (sample.otherLocation === 'acts' || firstAnswers.size === 0) return mismatches;
  await world.newChatsAtFirstLocation();
  for (const [caller, first] of firstAnswers) {
    const again = await call(world, name, endpoint, sample, caller);
    note(caller, again.body === first.body ? await served(again) : `the answer changed when the first location got new chats: ${again.body.slice(0, 160)}`);
  }
  return mismatches;
}

describeEachDialect('role access to every contract endpoint', (ctx) => {
  let world: RoleAccessWorld;
  let pairs = 0;
  let anotherGuestCalls = 0;
  let otherLocationCalls = 0;

  beforeAll(async () => {
    world = await createRoleAccessWorld(ctx);
  });

  afterAll(() => {
    if (pairs === 0) return;
    const callers = callersOf(world).length;
    console.log(
      `role-access: ${allEndpoints.length} endpoints × ${callers} callers + ${anotherGuestCalls} another-guest calls + ` +
        `${otherLocationCalls} other-location calls = ` +
        `${pairs} endpoint × caller pairs checked (${ctx.dialect})`,
    );
  });

  it('has samples only for declared endpoints', () => {
    const declared = new Set(allEndpoints.map(({ name }) => name));
    expect(Object.keys(ENDPOINT_SAMPLES).filter((name) => !declared.has(name))).toEqual([]);
  });

  it.each(allEndpoints.map(({ name, endpoint }) => [`${name}: ${endpoint.method} ${endpoint.path} (${endpoint.auth})`, name, endpoint] as const))(
    '%s',
    async (_, name, endpoint) => {
      const sample = ENDPOINT_SAMPLES[name] ?? NO_SAMPLE;
      const mismatches: string[] = [];
      for (const caller of callersOf(world)) {
        const mismatch = mismatchOf(expectedFor(endpoint.auth, caller, sample.staffRoles), await call(world, name, endpoint, sample, caller));
        if (mismatch) mismatches.push(`${caller.name}: ${mismatch}`);
        pairs += 1;
      }
      if (sample.ownedByGuest) {
        const anotherGuest = anotherGuestOf(world);
        const before = await snapshotData(ctx.db);
        const mismatch = mismatchOf(expectedFor(endpoint.auth, anotherGuest), await call(world, name, endpoint, sample, anotherGuest));
        if (mismatch) mismatches.push(`another guest: ${mismatch}`);
        if ((await snapshotData(ctx.db)) !== before) mismatches.push('another guest: the refused call changed data');
        pairs += 1;
        anotherGuestCalls += 1;
      }
      if (endpoint.auth === 'staff' && !sample.otherLocation) {
        mismatches.push(`${name} needs an otherLocation in test/modules/<its module>/endpoint-samples.ts: how staff of another location fare`);
      } else if (endpoint.auth === 'staff') {
        const callers = otherLocationStaffOf(world);
        mismatches.push(...(await otherLocationMismatches(world, name, endpoint, sample, callers)));
        pairs += callers.length;
        otherLocationCalls += callers.length;
      }
      expect(mismatches).toEqual([]);
    },
  );
});
