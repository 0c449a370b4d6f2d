import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@stay/contract';
import { describeEachDialect } from '../support';
import { acceptedFallback } from '../support/sample-input';
import { fuzzCasesFor, type BaseRequest } from './fuzz/fuzz-cases';
import { faultOf } from './fuzz/verdict';
import { ENDPOINT_SAMPLES } from './role-access/all-endpoint-samples';
import { callersOf, createRoleAccessWorld, type Caller, type RoleAccessWorld } from './role-access/world';

/** Change it to explore other inputs; a failure names the request, so it can be replayed with this seed. */
const SEED = 20_251_212;

/** The caller an endpoint is fuzzed as: a signed-in member of the right role (support staff for staff routes). */
async function callerFor(world: RoleAccessWorld, name: string, endpoint: Endpoint): Promise<Caller> {
  const callers = callersOf(world);
  const byName = (wanted: string) => callers.find((caller) => caller.name === wanted) as Caller;
  if (endpoint.auth === 'none' || endpoint.auth === 'apiKey') return byName('no token');
  if (endpoint.auth === 'staff') return byName('BACKOFFICE');
  const guest = byName('GUEST');
  if (!ENDPOINT_SAMPLES[name]?.freshGuest) return guest;
  const fresh = await world.freshGuest();
  return { ...guest, token: fresh.token, guest: fresh };
}

/** A valid request for the endpoint (its role-access sample, else the schema fallback), as that caller. */
async function baseRequestFor(world: RoleAccessWorld, name: string, endpoint: Endpoint, caller: Caller): Promise<BaseRequest> {
  const sample = ENDPOINT_SAMPLES[name] ?? {};
  const request = (await sample.request?.(world, caller)) ?? {};
  const filled = (given: unknown, schema: Endpoint['params']) => given ?? (schema ? acceptedFallback(schema)?.value : undefined);
  const headers: Record<string, string> = { ...(request.apiKeyHeaders ?? {}) };
  const account = caller.staff ?? caller.guest;
  if (endpoint.auth === 'refresh') headers.refreshtoken = (await world.refreshTokenOf(caller)) ?? 'no-refresh-token';
  else if (sample.freshSession && account) headers.accesstoken = await world.ctx.factories.anotherSession(account);
  else if (caller.token) headers.accesstoken = caller.token;
  return {
    params: (filled(request.params, endpoint.params) ?? {}) as Record<string, string | number>,
    query: (filled(request.query, endpoint.query) ?? {}) as Record<string, string | number>,
    body: request.raw ? undefined : filled(request.body, endpoint.body),
    ...(request.raw ? { raw: request.raw } : {}),
    headers,
  };
}

describeEachDialect('fuzzing every contract endpoint', (ctx) => {
  let world: RoleAccessWorld;
  let sent = 0;
  let faults = 0;

  beforeAll(async () => {
    world = await createRoleAccessWorld(ctx);
  });

  afterAll(() => {
    console.log(`fuzz: ${sent} requests to ${allEndpoints.length} endpoints, ${faults} faulty answers (${ctx.dialect}, seed ${SEED})`);
  });

  it.each(allEndpoints.map(({ name, endpoint }, index) => [`${name}: ${endpoint.method} ${endpoint.path}`, name, endpoint, index] as const))(
    '%s answers any input below 500 with a catalogue error',
    async (_, name, endpoint, index) => {
      const caller = await callerFor(world, name, endpoint);
      const base = await baseRequestFor(world, name, endpoint, caller);
      const found: string[] = [];
      for (const fuzzCase of fuzzCasesFor(endpoint, base, SEED + index)) {
        const options: InjectOptions = { method: fuzzCase.method, url: fuzzCase.url, headers: fuzzCase.headers };
        if (fuzzCase.payload !== undefined) options.payload = fuzzCase.payload;
        const fault = faultOf(await ctx.app.inject(options));
        sent += 1;
        if (fault) found.push(`${fuzzCase.label}: ${fault}`);
      }
      faults += found.length;
      expect(found).toEqual([]);
    },
  );

  it('leaves Object.prototype unpolluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
