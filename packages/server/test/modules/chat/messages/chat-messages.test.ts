import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessageListQuery } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { useChatApp, type TestUser } from '../../../support/chat-app';

const GUEST_MESSAGES = '/api/guest/reservation/current/chat/message';

describeEachDialect('chat messages', (ctx) => {
  const kit = useChatApp(ctx);
  let chat = 0;
  const nmbrs: number[] = [];
  const staffMessages = () => `/api/employee/chat/${chat}/message`;
  const page = async (user: TestUser, options: Parameters<typeof chatMessageListQuery>[0]) => {
    const query = new URLSearchParams(chatMessageListQuery({ markasread: false, ...options })).toString();
    const response = await kit.call(user, { method: 'GET', url: `${staffMessages()}?${query}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { nmbr: number }[]).map((message) => message.nmbr);
  };

  beforeAll(async () => {
    const { guestA, guide } = kit.cast;
    chat = (await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    for (let index = 1; index <= 25; index += 1) {
      const author = index % 3 === 0 ? guide : guestA;
      const url = author === guide ? staffMessages() : GUEST_MESSAGES;
      const response = await kit.call(author, { method: 'POST', url, payload: { paragraph: `Message ${index}` } });
      expect(response.statusCode).toBe(200);
      nmbrs.push(response.json().nmbr);
    }
  });

  describe('keyset pages at the < and > boundaries', () => {
    const m = (position: number) => nmbrs[position - 1]!;
    const range = (from: number, to: number) => nmbrs.slice(from - 1, to);

    it('answers the newest page without a filter, ascending by default', async () => {
      expect(await page(kit.cast.guide, { pagesize: 10 })).toEqual(range(16, 25));
      expect(await page(kit.cast.guide, { pagesize: 10, order: 'desc' })).toEqual(range(16, 25).reverse());
    });

    it('pages back with < (strictly older, nearest first)', async () => {
      expect(await page(kit.cast.guide, { pagesize: 10, before: m(16) })).toEqual(range(6, 15));
      expect(await page(kit.cast.guide, { pagesize: 10, before: m(6) })).toEqual(range(1, 5));
      expect(await page(kit.cast.guide, { pagesize: 10, before: m(2) })).toEqual([m(1)]);
      expect(await page(kit.cast.guide, { pagesize: 10, before: m(1) })).toEqual([]);
    });

    it('catches up with > (strictly newer, oldest first)', async () => {
      expect(await page(kit.cast.guide, { pagesize: 10, after: m(5) })).toEqual(range(6, 15));
      expect(await page(kit.cast.guide, { pagesize: 10, after: m(20) })).toEqual(range(21, 25));
      expect(await page(kit.cast.guide, { pagesize: 10, after: m(24) })).toEqual([m(25)]);
      expect(await page(kit.cast.guide, { pagesize: 10, after: m(25) })).toEqual([]);
    });

    it('answers what lies strictly between < and >', async () => {
      expect(await page(kit.cast.guide, { pagesize: 10, after: m(5), before: m(9) })).toEqual(range(6, 8));
      expect(await page(kit.cast.guide, { pagesize: 10, after: m(5), before: m(6) })).toEqual([]);
      expect(await page(kit.cast.guide, { pagesize: 2, after: m(5), before: m(20) })).toEqual(range(6, 7));
    });

    it('gives the guest the same pages of their own chat', async () => {
      const query = new URLSearchParams(chatMessageListQuery({ pagesize: 3, before: m(10), markasread: false })).toString();
      const response = await kit.call(kit.cast.guestA, { method: 'GET', url: `${GUEST_MESSAGES}?${query}` });
      expect(response.json().map((message: { nmbr: number }) => message.nmbr)).toEqual(range(7, 9));
    });

    it('refuses malformed filters, other pages and unknown keys with 400 INVALID_INPUT', async () => {
      for (const query of [
        `chatmessages.nmbr=${m(3)}`,
        `chatmessages.nmbr=%3C${m(3)}&chatmessages.nmbr=%3C${m(4)}`,
        `chatmessages.nmbr%3C=${m(3)}`,
        'chatmessages.nmbr=%3C0',
        'chatmessages.nmbr=%3Cabc',
        'page=2',
        'pagesize=0',
        'pagesize=1000',
        'orderby=nmbr',
        'markasread=maybe',
        'foo=bar',
        `chatnmbr=${chat + 1000}`,
      ]) {
        const response = await kit.call(kit.cast.guide, { method: 'GET', url: `${staffMessages()}?${query}` });
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
      }
    });
  });

  it('marks as read only with markasread (default true), up to the newest message of the page', async () => {
    const { guide } = kit.cast;
    const status = async () => (await kit.call(guide, { method: 'GET', url: `/api/employee/chat/${chat}/status` })).json();
    await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'Guide catches up' } });
    await kit.call(kit.cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'One' } });
    await kit.call(kit.cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Two' } });
    expect((await status()).unread).toBe(2);
    await kit.call(guide, { method: 'GET', url: `${staffMessages()}?markasread=false` });
    expect((await status()).unread).toBe(2);
    await kit.call(guide, { method: 'GET', url: staffMessages() });
    expect((await status()).unread).toBe(0);
    await kit.call(kit.cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Three' } });
    const unread = await kit.call(guide, { method: 'GET', url: '/api/employee/chat/unread' });
    expect(unread.json().unread).toBeGreaterThanOrEqual(1);
    const marked = await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${chat}/markAsRead` });
    expect(marked.json()).toMatchObject({ nmbr: chat, unread: 0 });
  });

  it('tells who read a message', async () => {
    const { guestA, guide } = kit.cast;
    const sent = (await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'Did you see this?' } })).json();
    const before = await kit.call(guestA, { method: 'GET', url: `${GUEST_MESSAGES}/${sent.nmbr}/status` });
    expect(before.json()).toMatchObject({ nmbr: sent.nmbr, read: false, readby: [] });
    await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/markAsRead' });
    const after = (await kit.call(guide, { method: 'GET', url: `${staffMessages()}/${sent.nmbr}/status` })).json();
    expect(after.read).toBe(true);
    expect(after.readby).toEqual([expect.objectContaining({ person: guestA.id, employee: null })]);
    const one = await kit.call(guestA, { method: 'GET', url: `${GUEST_MESSAGES}/${sent.nmbr}` });
    expect(one.json()).toMatchObject({ nmbr: sent.nmbr, paragraph: 'Did you see this?', employee: guide.id });
  });

  it("shows a guest's and a staff member's profile picture with their messages and in the members", async () => {
    const { guestA, cuber } = kit.cast;
    await ctx.db.updateTable('persons').set({ personimage: '/api/profile-image/guest-a.webp' }).where('id', '=', guestA.id).execute();
    await ctx.db.updateTable('employees').set({ personimage: '/api/profile-image/cuber.webp' }).where('id', '=', cuber.id).execute();
    const sent = (await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'With my picture' } })).json();
    const read = (await kit.call(cuber, { method: 'GET', url: `${staffMessages()}/${sent.nmbr}` })).json();
    expect(read.personalinfo).toMatchObject({ personimage: '/api/profile-image/guest-a.webp' });
    const members = (await kit.call(cuber, { method: 'GET', url: `/api/employee/chat/${chat}/chatmember` })).json() as { person: string | null; personalinfo: { personimage: string | null } }[];
    expect(members.find((member) => member.person === guestA.id)?.personalinfo.personimage).toBe('/api/profile-image/guest-a.webp');
    await ctx.db.updateTable('persons').set({ personimage: null }).where('id', '=', guestA.id).execute();
    await ctx.db.updateTable('employees').set({ personimage: null }).where('id', '=', cuber.id).execute();
  });

  it('names the authors of a page as a single message names them: the guest, a guide with a portrait, staff who left the chat', async () => {
    const { guestA, guide, backoffice } = kit.cast;
    await ctx.db
      .insertInto('guide_profiles')
      .values({ employee_id: guide.id, bio: '', bio_nl: null, bio_de: null, bio_fr: null, languages: '[]', tags: '[]', personimage: '/api/profile-image/guide.webp', accepts_guests: 0 })
      .execute();
    await ctx.db.updateTable('employees').set({ personimage: '/api/profile-image/backoffice.webp' }).where('id', '=', backoffice.id).execute();
    expect((await kit.call(backoffice, { method: 'POST', url: `/api/employee/chat/${chat}/joinChat` })).statusCode).toBe(200);
    expect((await kit.call(backoffice, { method: 'POST', url: staffMessages(), payload: { paragraph: 'From the back office' } })).statusCode).toBe(200);
    expect((await kit.call(backoffice, { method: 'POST', url: `/api/employee/chat/${chat}/leaveChat` })).statusCode).toBe(200);
    await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'With my portrait' } });
    await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Thanks' } });

    type Message = { nmbr: number; person: string | null; employee: string | null; personalinfo: unknown };
    for (const [user, url] of [[guide, staffMessages()], [guestA, GUEST_MESSAGES]] as const) {
      const messages = (await kit.call(user, { method: 'GET', url: `${url}?markasread=false&pagesize=5` })).json() as Message[];
      expect(new Set(messages.map((message) => message.employee ?? message.person))).toEqual(new Set([backoffice.id, guide.id, guestA.id]));
      for (const message of messages) {
        const single = (await kit.call(user, { method: 'GET', url: `${url}/${message.nmbr}` })).json() as Message;
        expect(message.personalinfo).toEqual(single.personalinfo);
      }
      expect(messages.find((message) => message.employee === backoffice.id)?.personalinfo).toMatchObject({ personimage: '/api/profile-image/backoffice.webp' });
      expect(messages.find((message) => message.employee === guide.id)?.personalinfo).toMatchObject({ personimage: '/api/profile-image/guide.webp', workgroup: 'Guides' });
    }
    await ctx.db.deleteFrom('guide_profiles').where('employee_id', '=', guide.id).execute();
    await ctx.db.updateTable('employees').set({ personimage: null }).where('id', '=', backoffice.id).execute();
  });

  it('stores a message once per clientId', async () => {
    const payload = { paragraph: 'Sent while offline', clientId: 'offline-0001-abcd' };
    const first = await kit.call(kit.cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload });
    const again = await kit.call(kit.cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload });
    expect(again.json()).toEqual(first.json());
    expect(first.json().clientId).toBe('offline-0001-abcd');
  });

  it('drops mentions from a guest in a guest chat, keeps and notifies staff mentions in a private note', async () => {
    const { guestA, guide, cuber } = kit.cast;
    const fromGuest = await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: 'Hi @Daan', mentions: [cuber.id] } });
    expect(fromGuest.json().mentions).toEqual([]);
    const fromGuide = await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'Can you help?', mentions: [cuber.id], note: true } });
    expect(fromGuide.json().mentions).toEqual([cuber.id]);
    const outbox = await ctx.db.selectFrom('notification_outbox').selectAll().where('recipient_id', '=', cuber.id).where('kind', '=', 'mention').execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ objecttype: 'CHAT', objectkey: String(chat), chat_nmbr: chat });
    const unknown = await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'x', mentions: ['nobody'], note: true } });
    expect(unknown.statusCode).toBe(400);
    const elsewhere = await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: 'x', mentions: [kit.cast.otherCuber.id], note: true } });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('lets only members write; a new message re-opens an inactive chat', async () => {
    const { cuber, guide } = kit.cast;
    const before = await kit.call(cuber, { method: 'POST', url: staffMessages(), payload: { paragraph: 'Hello' } });
    expect(before.statusCode).toBe(403);
    expect((await kit.call(cuber, { method: 'POST', url: `/api/employee/chat/${chat}/setInactive` })).json().chatstatus).toBe('I');
    await kit.call(cuber, { method: 'POST', url: `/api/employee/chat/${chat}/joinChat` });
    const after = await kit.call(cuber, { method: 'POST', url: staffMessages(), payload: { paragraph: 'Hello' } });
    expect(after.statusCode).toBe(200);
    expect((await kit.call(guide, { method: 'GET', url: `/api/employee/chat/${chat}/status` })).json().chatstatus).toBe('O');
  });

  it('refuses an empty message and a foreign attachment name', async () => {
    for (const payload of [{ paragraph: '   ' }, { paragraph: 'x', attachments: ['0123456789abcdef0123456789abcdef.png'] }, { paragraph: 'x'.repeat(4001) }]) {
      const response = await kit.call(kit.cast.guestA, { method: 'POST', url: GUEST_MESSAGES, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });
});
