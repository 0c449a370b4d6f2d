import { beforeAll, expect, it } from 'vitest';
import {
  staffChatSuggestionApi,
  staffChatApi,
  staffChatMessageApi,
  fillPath,
  guestChatApi,
  guestChatMessageApi,
  type Endpoint,
} from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { useChatApp } from '../../../support/chat-app';

const SAMPLE_PARAMS = {
  nmbr: 1,
  chatnmbr: 1,
  type: 'employee',
  name: 't-cuber',
  mode: 'M',
  id: 'x',
  remId: 'x',
  objectkey: 't-res-a',
  filename: '0123456789abcdef0123456789abcdef.png',
  action: 'handle',
  _id: 'x',
  status: 'USED',
};

const GUEST_ENDPOINTS: Endpoint[] = [...Object.values(guestChatApi), ...Object.values(guestChatMessageApi)];
const STAFF_ENDPOINTS: Endpoint[] = [...Object.values(staffChatApi), ...Object.values(staffChatMessageApi), ...Object.values(staffChatSuggestionApi)];

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describeEachDialect('chat access', (ctx) => {
  const kit = useChatApp(ctx);
  let chatA = 0;
  let messageA = 0;

  beforeAll(async () => {
    const { guestA } = kit.cast;
    chatA = (await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    const sent = await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Hello from A' } });
    messageA = sent.json().nmbr;
  });

  it.each(GUEST_ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))('%s refuses staff (403) and anonymous (401)', async (_, endpoint) => {
    const url = fillPath(endpoint.path, SAMPLE_PARAMS);
    for (const staff of [kit.cast.guide, kit.cast.management]) {
      const response = await kit.call(staff, { method: endpoint.method, url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    const anonymous = await kit.call(undefined, { method: endpoint.method, url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
  });

  it.each(STAFF_ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))('%s refuses a guest (403) and anonymous (401)', async (_, endpoint) => {
    const url = fillPath(endpoint.path, SAMPLE_PARAMS);
    const asGuest = await kit.call(kit.cast.guestA, { method: endpoint.method, url });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const anonymous = await kit.call(undefined, { method: endpoint.method, url });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows a guest another guest's chat, messages or status", async () => {
    const { guestB } = kit.cast;
    const own = await kit.call(guestB, { method: 'GET', url: '/api/guest/reservation/current/chat' });
    expect(own.statusCode).toBe(200);
    expect(own.json().nmbr).not.toBe(chatA);
    expect(own.json().objectkey).toBe('t-res-b');
    for (const url of [
      `/api/guest/reservation/current/chat/message/${messageA}`,
      `/api/guest/reservation/current/chat/message/${messageA}/status`,
      `/api/guest/reservation/current/chat/message?chatnmbr=${chatA}`,
    ]) {
      const response = await kit.call(guestB, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    }
    const list = await kit.call(guestB, { method: 'GET', url: '/api/guest/reservation/current/chat/message' });
    expect(list.json()).toEqual([]);
  });

  it("answers 404 to staff of another location on every call about the chat", async () => {
    const { otherCuber, otherGuide } = kit.cast;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/employee/chat/${chatA}`],
      ['GET', `/api/employee/chat/${chatA}/status`],
      ['GET', `/api/employee/chat/${chatA}/mention`],
      ['GET', `/api/employee/chat/${chatA}/nonworkgroup`],
      ['GET', `/api/employee/chat/${chatA}/chatmember`],
      ['POST', `/api/employee/chat/${chatA}/joinChat`],
      ['POST', `/api/employee/chat/${chatA}/leaveChat`],
      ['POST', `/api/employee/chat/${chatA}/workgroupLeaveChat`],
      ['POST', `/api/employee/chat/${chatA}/archiveChat`],
      ['POST', `/api/employee/chat/${chatA}/markAsRead`],
      ['POST', `/api/employee/chat/${chatA}/setInactive`],
      ['POST', `/api/employee/chat/${chatA}/handle`],
      ['POST', `/api/employee/chat/${chatA}/reminder`, { datetime: new Date().toISOString() }],
      ['DELETE', `/api/employee/chat/${chatA}/reminder/x`],
      ['POST', `/api/employee/chat/${chatA}`, { chatpriority: 'HIGH' }],
      ['POST', `/api/employee/chat/${chatA}/addMember/employee/t-other-cuber/M`],
      ['DELETE', `/api/employee/chat/${chatA}/removeMember/x`],
      ['GET', `/api/employee/chat/t-res-a/attachment/0123456789abcdef0123456789abcdef.png`],
      ['GET', `/api/employee/chat/${chatA}/message`],
      ['GET', `/api/employee/chat/${chatA}/message/${messageA}`],
      ['GET', `/api/employee/chat/${chatA}/message/${messageA}/status`],
      ['POST', `/api/employee/chat/${chatA}/message`, { paragraph: 'Hi' }],
    ];
    for (const staff of [otherCuber, otherGuide]) {
      for (const [method, url, payload] of calls) {
        const response = await kit.call(staff, { method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
        expect(response.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
      }
    }
    const list = await kit.call(otherCuber, { method: 'GET', url: '/api/employee/chat?disablepaging=true' });
    expect(list.json().map((chat: { nmbr: number }) => chat.nmbr)).not.toContain(chatA);
  });

  it("keeps a workgroup chat of one location from the same-named workgroup of another location", async () => {
    const { guide, otherGuide } = kit.cast;
    const created = await kit.call(guide, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Guides only', members: [] } });
    const internal: number = created.json().nmbr;
    const added = await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${internal}/addMember/workgroup/Guides/M` });
    expect(added.statusCode).toBe(200);
    await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${internal}/message`, payload: { paragraph: 'Guides here' } });

    for (const [method, url, payload] of [
      ['GET', `/api/employee/chat/${internal}`],
      ['GET', `/api/employee/chat/${internal}/message`],
      ['POST', `/api/employee/chat/${internal}/message`, { paragraph: 'Intruder' }],
      ['POST', `/api/employee/chat/${internal}/markAsRead`],
      ['POST', `/api/employee/chat/${internal}/workgroupLeaveChat`],
    ] as const) {
      const response = await kit.call(otherGuide, { method, url, ...(payload ? { payload } : {}) });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    }
    for (const variant of ['', '/workgroup', '/employee', '/active', '/member']) {
      const list = await kit.call(otherGuide, { method: 'GET', url: `/api/employee/chat${variant}?disablepaging=true` });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((chat: { nmbr: number }) => chat.nmbr)).not.toContain(internal);
    }
    const unread = await kit.call(otherGuide, { method: 'GET', url: '/api/employee/chat/unread' });
    expect(unread.json()).toMatchObject({ unread: 0 });
    // The same-named workgroup of the chat's own location does belong.
    const own = await kit.call(guide, { method: 'GET', url: `/api/employee/chat/${internal}` });
    expect(own.statusCode).toBe(200);
  });

  it('adds a workgroup to a chat only when that workgroup works at the chat\'s location', async () => {
    const { guide } = kit.cast;
    const created = await kit.call(guide, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'No strangers', members: [] } });
    const { createTestUser, OTHER_LOCATION } = await import('../../../support/chat-app');
    await createTestUser(ctx, { id: 't-other-sales', role: 'BACKOFFICE', firstname: 'Sam', workgroup: 'Sales elsewhere', locationId: OTHER_LOCATION });
    const added = await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${created.json().nmbr}/addMember/workgroup/Sales%20elsewhere/M` });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('answers a guest without a current reservation with RESERVATION_NOT_FOUND', async () => {
    const { createTestUser } = await import('../../../support/chat-app');
    const homeless = await createTestUser(ctx, { id: 't-guest-none', role: 'GUEST', firstname: 'Nobody', reservationId: null });
    const response = await kit.call(homeless, { method: 'GET', url: '/api/guest/reservation/current/chat' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
  });
});
