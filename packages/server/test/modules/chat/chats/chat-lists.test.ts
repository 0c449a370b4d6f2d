import { beforeAll, expect, it } from 'vitest';
import { chatSchema, chatUnreadSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../../support';
import { useChatApp, type TestUser } from '../../../support/chat-app';

const chatsSchema = z.array(chatSchema);

describeEachDialect('staff chat lists', (ctx) => {
  const kit = useChatApp(ctx);
  let guestChatA = 0;
  let guestChatB = 0;
  let internal = 0;
  const list = async (user: TestUser, path: string) => {
    const response = await kit.call(user, { method: 'GET', url: `/api/employee/chat${path}` });
    expect(response.statusCode).toBe(200);
    return chatsSchema.parse(response.json()).map((chat) => chat.nmbr);
  };

  beforeAll(async () => {
    const { guestA, guestB, cuber, backoffice } = kit.cast;
    guestChatA = (await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    guestChatB = (await kit.call(guestB, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'A1' } });
    await kit.call(guestB, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'B1' } });
    internal = (await kit.call(cuber, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Ops', members: [backoffice.id] } })).json().nmbr;
  });

  it('lists the location’s chats newest activity first, paged or all', async () => {
    expect(await list(kit.cast.guide, '')).toEqual([internal, guestChatB, guestChatA]);
    expect(await list(kit.cast.guide, '?pagesize=2')).toEqual([internal, guestChatB]);
    expect(await list(kit.cast.guide, '?pagesize=2&page=2')).toEqual([guestChatA]);
    expect(await list(kit.cast.guide, '?pagesize=1&disablepaging=true')).toHaveLength(3);
    expect(await list(kit.cast.guide, '?view=guest')).toEqual([guestChatB, guestChatA]);
    expect(await list(kit.cast.guide, '?view=internal')).toEqual([internal]);
    expect(await list(kit.cast.otherGuide, '?disablepaging=true')).toEqual([]);
  });

  it('has the variants: employee (internal), active, member, workgroup', async () => {
    expect(await list(kit.cast.guide, '/employee')).toEqual([internal]);
    expect(await list(kit.cast.guide, '/member')).toEqual([guestChatA]);
    expect(await list(kit.cast.cuber, '/member')).toEqual([internal]);
    expect(await list(kit.cast.backoffice, '/workgroup')).toEqual([internal]);
    await kit.call(kit.cast.cuber, { method: 'POST', url: `/api/employee/chat/${guestChatB}/setInactive` });
    expect(await list(kit.cast.guide, '/active')).toEqual([internal, guestChatA]);
    expect(await list(kit.cast.guide, '?chatstatus=I')).toEqual([guestChatB]);
  });

  it('shows the list item: reservation summary, last message and badges', async () => {
    const [chat] = chatsSchema.parse((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/member' })).json());
    expect(chat).toMatchObject({
      nmbr: guestChatA,
      unread: 1,
      badges: { unread: 1, mine: true, workgroup: false, otherWorkgroupMember: false },
      lastmessage: { paragraph: 'A1', personalinfo: { firstname: 'Anna' } },
      reservation: { mainGuest: { firstname: 'Main', surname: 't-res-a' }, guide: { firstname: 't-guide' }, lateCheckout: false },
      deliveries: [],
      complaints: [],
    });
    expect(chat!.reservation!.guideSelectionTimestamp).not.toBeNull();
    const [asCuber] = chatsSchema.parse((await kit.call(kit.cast.cuber, { method: 'GET', url: '/api/employee/chat/active' })).json()).filter((item) => item.nmbr === guestChatA);
    expect(asCuber).toMatchObject({ unread: 0, badges: { mine: false, otherWorkgroupMember: true }, membership: { isMember: false } });
  });

  it('answers the unread badge, mentions and non-workgroup members', async () => {
    expect(chatUnreadSchema.parse((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/unread' })).json())).toEqual({ unread: 1, suggestions: [] });
    const mentions = (await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/${guestChatA}/mention` })).json();
    const ids = mentions.map((candidate: { employee: string }) => candidate.employee);
    expect(ids).toEqual(expect.arrayContaining([kit.cast.cuber.id, kit.cast.backoffice.id]));
    expect(ids).not.toContain(kit.cast.guide.id);
    expect(ids).not.toContain(kit.cast.otherCuber.id);
    const nonWorkgroup = (await kit.call(kit.cast.cuber, { method: 'GET', url: `/api/employee/chat/${guestChatA}/nonworkgroup` })).json();
    expect(nonWorkgroup).toEqual([expect.objectContaining({ employee: kit.cast.guide.id, workgroup: 'Guides' })]);
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/${guestChatA}/nonworkgroup` })).json()).toEqual([]);
  });

  it("answers the caller's colleagues for a new team chat: their location's staff, not themselves, nobody from elsewhere", async () => {
    const ids = ((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/colleagues' })).json() as { employee: string }[]).map(
      (colleague) => colleague.employee,
    );
    expect(ids).toEqual(expect.arrayContaining([kit.cast.cuber.id, kit.cast.backoffice.id, kit.cast.management.id]));
    expect(ids).not.toContain(kit.cast.guide.id);
    expect(ids).not.toContain(kit.cast.otherCuber.id);
    expect((await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/employee/chat/colleagues' })).statusCode).toBe(403);
  });

  it("shows the main guest's new name on the chat once they change it", async () => {
    const { guestA, guide } = kit.cast;
    await ctx.db.updateTable('reservations').set({ main_person_id: guestA.id }).where('id', '=', 't-res-a').execute();
    const renamed = await kit.call(guestA, { method: 'POST', url: '/api/guest/profile', payload: { firstname: 'Annabel', surname: 'Jansen' } });
    expect(renamed.statusCode).toBe(200);
    const chat = (await kit.call(guide, { method: 'GET', url: `/api/employee/chat/${guestChatA}` })).json();
    expect(chat.reservation.mainGuest).toEqual({ firstname: 'Annabel', surname: 'Jansen' });
  });

  it("shows staff the language the main guest reads, and the location's content language", async () => {
    const { guestA, guide } = kit.cast;
    const summary = async () => chatSchema.parse((await kit.call(guide, { method: 'GET', url: `/api/employee/chat/${guestChatA}` })).json()).reservation;
    await ctx.db.updateTable('reservations').set({ main_person_id: null }).where('id', '=', 't-res-a').execute();
    expect(await summary()).toMatchObject({ guestLanguage: null, contentLanguage: 'en' });
    await ctx.db.updateTable('reservations').set({ main_person_id: guestA.id }).where('id', '=', 't-res-a').execute();
    await ctx.db.updateTable('accounts').set({ language: 'nl' }).where('id', '=', guestA.accountId).execute();
    expect(await summary()).toMatchObject({ guestLanguage: 'nl', contentLanguage: 'en' });
    const [listed] = chatsSchema.parse((await kit.call(guide, { method: 'GET', url: '/api/employee/chat/member' })).json()).filter((chat) => chat.nmbr === guestChatA);
    expect(listed?.reservation?.guestLanguage).toBe('nl');
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of ['?page=0', '?pagesize=500', '?disablepaging=yes', '?chatstatus=N', '?view=all', '?sort=name']) {
      const response = await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat${query}` });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/abc' })).statusCode).toBe(400);
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: '/api/employee/chat/999999' })).json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
  });
});
