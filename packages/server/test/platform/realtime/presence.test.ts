import type { FastifyBaseLogger } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { createHub, type HubClient, type Person } from '../../../src/platform/realtime/hub';
import { PRESENCE_TTL_MS, sharePresence, type Presence } from '../../../src/platform/realtime/shared-presence';
import { describeEachDialect } from '../../support';

const quietLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger;
const guide: Person = { kind: 'employee', id: 'presence-guide' };
const guest: Person = { kind: 'person', id: 'presence-guest' };

function socketOf(person: Person, sessionId = 'session'): HubClient {
  const identity = person.kind === 'person' ? { kind: 'person' as const, id: person.id } : { kind: 'employee' as const, id: person.id, locationId: null, workgroup: null };
  return { identity, sessionId, send: () => undefined, end: () => undefined };
}

describeEachDialect('presence shared between instances', (ctx) => {
  const presences: Presence[] = [];
  /** An instance's hub and its shared presence on the suite's database. */
  const instance = (instanceId: string, heartbeatMs?: number) => {
    const hub = createHub();
    const presence = sharePresence({ db: ctx.db, hub, log: quietLog(), instanceId, ...(heartbeatMs ? { heartbeatMs } : {}) });
    presences.push(presence);
    return { hub, presence };
  };
  afterEach(async () => {
    for (const presence of presences.splice(0)) await presence.close();
  });

  it("counts a person's sockets on another instance from the first one's sign-in until the last one goes", async () => {
    const a = instance('instance-a');
    const b = instance('instance-b');
    const [first, second] = [socketOf(guide, 's1'), socketOf(guide, 's2')];
    b.hub.add(first);
    b.hub.add(second);
    await expect.poll(() => a.presence.isConnected(guide)).toBe(true);
    expect(await a.presence.isConnected(guest)).toBe(false);
    b.hub.remove(first);
    b.hub.add(socketOf(guest));
    await expect.poll(() => a.presence.isConnected(guest)).toBe(true);
    expect(await a.presence.isConnected(guide)).toBe(true);
    b.hub.endSessions(['s2']);
    await expect.poll(() => a.presence.isConnected(guide)).toBe(false);
  });

  it('no longer counts the sockets of an instance silent for longer than the TTL, and removes its rows', async () => {
    const a = instance('instance-a');
    const silentSince = new Date(Date.now() - PRESENCE_TTL_MS - 1_000).toISOString();
    await ctx.db.insertInto('realtime_instances').values({ instance_id: 'gone', alive_at: silentSince }).execute();
    await ctx.db.insertInto('realtime_presence').values({ instance_id: 'gone', kind: guest.kind, identity_id: guest.id }).execute();
    expect(await a.presence.isConnected(guest)).toBe(false);
    // The next heartbeat of any instance removes it.
    instance('instance-c', 20);
    await expect.poll(async () => (await ctx.db.selectFrom('realtime_presence').select('instance_id').where('instance_id', '=', 'gone').execute()).length).toBe(0);
    expect(await ctx.db.selectFrom('realtime_instances').select('instance_id').where('instance_id', '=', 'gone').execute()).toEqual([]);
  });

  it('writes its presence afresh when another instance took it for gone', async () => {
    const a = instance('instance-a');
    const b = instance('instance-b', 20);
    b.hub.add(socketOf(guide));
    await expect.poll(() => a.presence.isConnected(guide)).toBe(true);
    await ctx.db.deleteFrom('realtime_instances').where('instance_id', '=', 'instance-b').execute();
    await ctx.db.deleteFrom('realtime_presence').where('instance_id', '=', 'instance-b').execute();
    expect(await a.presence.isConnected(guide)).toBe(false);
    await expect.poll(() => a.presence.isConnected(guide)).toBe(true);
  });

  it("removes an instance's presence when it closes", async () => {
    const a = instance('instance-a');
    const b = instance('instance-b');
    b.hub.add(socketOf(guest));
    await expect.poll(() => a.presence.isConnected(guest)).toBe(true);
    await b.presence.close();
    expect(await a.presence.isConnected(guest)).toBe(false);
  });
});
