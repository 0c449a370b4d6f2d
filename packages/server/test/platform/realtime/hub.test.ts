import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { RealtimeEvent } from '@stay/contract';
import type { SocketIdentity } from '../../../src/platform/realtime/audience';
import { createHub, type HubClient } from '../../../src/platform/realtime/hub';
import { textFrame } from '../../../src/platform/realtime/text-frame';

/** A hub client that keeps each write it is given. */
function client(identity: SocketIdentity, sessionId = `session-${identity.id}`): HubClient & { writes: Buffer[] } {
  const writes: Buffer[] = [];
  return { identity, sessionId, writes, send: (frames) => void writes.push(frames), end: () => undefined };
}

let server: Server;
/** Each new connection's own socket, where a test writes bytes as the hub's clients do. */
const connections: Duplex[] = [];

beforeAll(async () => {
  const sockets = new WebSocketServer({ noServer: true });
  server = createServer();
  server.on('upgrade', (request, socket, head) => sockets.handleUpgrade(request, socket, head, () => connections.push(socket)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The messages a WebSocket client receives when the server writes `bytes` on its connection. */
async function messagesIn(bytes: Buffer, expected: number): Promise<string[]> {
  const address = server.address();
  const socket = new WebSocket(`ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(String(data)));
  await new Promise((resolve) => socket.once('open', resolve));
  await expect.poll(() => connections.length).toBeGreaterThan(0);
  connections.shift()!.write(bytes);
  await expect.poll(() => messages.length).toBe(expected);
  socket.terminate();
  return messages;
}

const unread = (count: number): RealtimeEvent => ({ type: 'chat.unread', unread: count });

describe('the realtime hub', () => {
  it('frames an event as a WebSocket text frame a client reads, whatever its length', async () => {
    for (const length of [10, 200, 70_000]) {
      const event: RealtimeEvent = { type: 'error', code: 'INVALID_INPUT', message: 'x'.repeat(length) };
      expect(await messagesIn(textFrame(event), 1)).toEqual([JSON.stringify(event)]);
    }
  });

  it('delivers envelopes that arrived together in one write per socket, in order, each to its own audience', async () => {
    const hub = createHub();
    const guide = client({ kind: 'employee', id: 'guide', locationId: 'loc-1', workgroup: 'Guides' });
    const guest = client({ kind: 'person', id: 'guest' });
    const other = client({ kind: 'person', id: 'other' });
    for (const each of [guide, guest, other]) hub.add(each);

    const delivered = hub.deliver(
      { audience: { staffIds: ['guide'], guestIds: ['guest'] }, event: unread(1) },
      { audience: { staffIds: ['guide'] }, event: unread(2) },
    );

    expect(delivered).toBe(3);
    expect(guide.writes).toHaveLength(1);
    expect(await messagesIn(guide.writes[0]!, 2)).toEqual([JSON.stringify(unread(1)), JSON.stringify(unread(2))]);
    expect(guest.writes).toHaveLength(1);
    expect(await messagesIn(guest.writes[0]!, 1)).toEqual([JSON.stringify(unread(1))]);
    expect(other.writes).toEqual([]);
  });

  it("writes to every socket of one identity, and keeps a staff member's sockets of another workgroup apart", async () => {
    const hub = createHub();
    const tabs = [1, 2, 3].map((tab) => client({ kind: 'employee', id: 'guide', locationId: 'loc-1', workgroup: 'Guides' }, `tab-${tab}`));
    const movedOn = client({ kind: 'employee', id: 'guide', locationId: 'loc-1', workgroup: 'Housekeeping' }, 'tab-4');
    for (const each of [...tabs, movedOn]) hub.add(each);

    expect(hub.deliver({ audience: { workgroups: { names: ['Guides'], locationId: 'loc-1' } }, event: unread(1) })).toBe(3);
    expect(hub.deliver({ audience: { staffIds: ['guide'] }, event: unread(2) }, { audience: { workgroups: { names: ['Housekeeping'], locationId: 'loc-1' } }, event: unread(3) })).toBe(5);

    for (const tab of tabs) expect(tab.writes.map(String)).toEqual([textFrame(unread(1)), textFrame(unread(2))].map(String));
    expect(movedOn.writes.map(String)).toEqual([Buffer.concat([textFrame(unread(2)), textFrame(unread(3))])].map(String));
  });

  it("tells presence a person's first socket and the last one leaving, not those in between", () => {
    const hub = createHub();
    const notices: string[] = [];
    hub.onPresence((person, isConnected) => notices.push(`${person.kind}:${person.id} ${isConnected ? 'in' : 'out'}`));
    const [first, second] = [client({ kind: 'person', id: 'guest' }, 's1'), client({ kind: 'person', id: 'guest' }, 's2')];
    hub.add(first);
    hub.add(second);
    expect(hub.isConnected({ kind: 'person', id: 'guest' })).toBe(true);
    expect(hub.isConnected({ kind: 'employee', id: 'guest' })).toBe(false);
    hub.remove(first);
    expect(notices).toEqual(['person:guest in']);
    expect(hub.endSessions(['s2'])).toBe(1);
    expect(notices).toEqual(['person:guest in', 'person:guest out']);
    expect(hub.isConnected({ kind: 'person', id: 'guest' })).toBe(false);
    expect(hub.connectedPeople()).toEqual([]);
  });
});
