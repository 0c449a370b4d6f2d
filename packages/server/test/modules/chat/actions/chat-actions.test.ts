import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../support';
import { CHAT_LOCATION, useChatApp, type TestUser } from '../../../support/chat-app';

interface WireChat {
  nmbr: number;
  chatstatus: string;
  actionholder: string | null;
  members: { _id: string; employee: string | null; person: string | null; workgroup: string | null; chatmembermode: string }[];
  membership: { isMember: boolean; isAdmin: boolean };
}

describeEachDialect('chat actions: guards enforced on the server', (ctx) => {
  const kit = useChatApp(ctx);
  let guestChat = 0;
  let internalChat = 0;
  const post = (user: TestUser, url: string, payload?: object) => kit.call(user, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const action = (user: TestUser, nmbr: number, name: string) => post(user, `/api/employee/chat/${nmbr}/${name}`);
  const expectRefused = async (promise: Promise<{ statusCode: number; json(): unknown }>) => {
    const response = await promise;
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  };
  const chatOf = async (user: TestUser, nmbr: number): Promise<WireChat> => (await kit.call(user, { method: 'GET', url: `/api/employee/chat/${nmbr}` })).json();

  beforeAll(async () => {
    guestChat = (await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    await post(kit.cast.guestA, '/api/guest/reservation/current/chat/message', { paragraph: 'Hello' });
    const created = await post(kit.cast.cuber, '/api/employee/chat', { chatname: 'Linen stock', members: [kit.cast.backoffice.id] });
    expect(created.statusCode).toBe(200);
    internalChat = created.json().nmbr;
  });

  describe('join', () => {
    it('lets permitted staff who are not members join, once', async () => {
      const joined = await action(kit.cast.cuber, guestChat, 'joinChat');
      expect(joined.statusCode).toBe(200);
      expect(joined.json().membership).toEqual({ isMember: true, isAdmin: false });
      await expectRefused(action(kit.cast.cuber, guestChat, 'joinChat'));
      await expectRefused(action(kit.cast.guide, guestChat, 'joinChat'));
    });
    it('needs joinInternal for internal chats (guides have only the External flags)', async () => {
      await expectRefused(action(kit.cast.guide, internalChat, 'joinChat'));
      expect((await action(kit.cast.management, internalChat, 'joinChat')).statusCode).toBe(200);
    });
  });

  describe('leave', () => {
    it('is for members who are not admins', async () => {
      await expectRefused(action(kit.cast.guide, guestChat, 'leaveChat'));
      await expectRefused(action(kit.cast.backoffice, guestChat, 'leaveChat'));
      expect((await action(kit.cast.management, internalChat, 'leaveChat')).json().membership.isMember).toBe(false);
    });
  });

  describe('handle, inactivate', () => {
    it('handle makes the caller the action holder; not for admins or internal chats', async () => {
      await expectRefused(action(kit.cast.guide, guestChat, 'handle'));
      await expectRefused(action(kit.cast.cuber, internalChat, 'handle'));
      const handled = await action(kit.cast.backoffice, guestChat, 'handle');
      expect(handled.statusCode).toBe(200);
      expect(handled.json()).toMatchObject({ actionholder: kit.cast.backoffice.id, membership: { isMember: true } });
    });
    it('setInactive marks the chat inactive and clears the action holder; not for internal chats', async () => {
      await expectRefused(action(kit.cast.cuber, internalChat, 'setInactive'));
      const inactive = await action(kit.cast.cuber, guestChat, 'setInactive');
      expect(inactive.json()).toMatchObject({ chatstatus: 'I', actionholder: null });
      expect((await action(kit.cast.cuber, guestChat, 'handle')).json()).toMatchObject({ chatstatus: 'O', actionholder: kit.cast.cuber.id });
    });
    it('refuses an unknown path action with 400', async () => {
      const response = await action(kit.cast.cuber, guestChat, 'explode');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  describe('archive', () => {
    it('is for admins only and hides the chat from the default lists', async () => {
      await expectRefused(action(kit.cast.backoffice, internalChat, 'archiveChat'));
      await expectRefused(action(kit.cast.cuber, guestChat, 'archiveChat'));
      expect((await action(kit.cast.cuber, internalChat, 'archiveChat')).json().chatstatus).toBe('C');
      const list = (await kit.call(kit.cast.cuber, { method: 'GET', url: '/api/employee/chat?disablepaging=true' })).json() as WireChat[];
      expect(list.map((chat) => chat.nmbr)).not.toContain(internalChat);
      const closed = (await kit.call(kit.cast.cuber, { method: 'GET', url: '/api/employee/chat?chatstatus=C' })).json() as WireChat[];
      expect(closed.map((chat) => chat.nmbr)).toEqual([internalChat]);
    });
  });

  describe('permissions come from the user settings', () => {
    it('refuses an action whose flag a location setting turns off', async () => {
      const scope = `location:${CHAT_LOCATION}`;
      await ctx.db.insertInto('settings').values({ scope, name: 'permissions', value: JSON.stringify({ chat: { handleExternal: false } }) }).execute();
      try {
        await expectRefused(action(kit.cast.management, guestChat, 'handle'));
      } finally {
        await ctx.db.deleteFrom('settings').where('scope', '=', scope).where('name', '=', 'permissions').execute();
      }
      expect((await action(kit.cast.management, guestChat, 'handle')).statusCode).toBe(200);
    });
  });

  describe('members', () => {
    it('workgroupLeaveChat removes the caller’s workgroup membership', async () => {
      const added = await post(kit.cast.guide, `/api/employee/chat/${guestChat}/addMember/workgroup/Housekeeping/M`);
      expect(added.json().members.some((member: WireChat['members'][number]) => member.workgroup === 'Housekeeping' && !member.employee)).toBe(true);
      const left = await action(kit.cast.cuber, guestChat, 'workgroupLeaveChat');
      expect(left.json().members.some((member: WireChat['members'][number]) => member.workgroup === 'Housekeeping' && !member.employee)).toBe(false);
      await expectRefused(action(kit.cast.cuber, guestChat, 'workgroupLeaveChat'));
    });

    it('checks addMember: members add, only admins add admins, and only known people of the place', async () => {
      await expectRefused(post(kit.cast.cuber, `/api/employee/chat/${guestChat}/addMember/employee/t-management/A`));
      for (const url of [
        `/api/employee/chat/${guestChat}/addMember/person/${kit.cast.guestB.id}/M`,
        `/api/employee/chat/${guestChat}/addMember/workgroup/Astronauts/M`,
        `/api/employee/chat/${guestChat}/addMember/employee/${kit.cast.otherCuber.id}/M`,
        `/api/employee/chat/${guestChat}/addMember/robot/x/M`,
        `/api/employee/chat/${guestChat}/addMember/employee/t-management/X`,
      ]) {
        const response = await post(kit.cast.guide, url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      }
      const added = await post(kit.cast.guide, `/api/employee/chat/${guestChat}/addMember/employee/t-management/A`);
      expect(added.json().members).toContainEqual(expect.objectContaining({ employee: 't-management', chatmembermode: 'A' }));
    });

    it('checks removeMember: admins remove others, anyone else only themselves, the last admin stays', async () => {
      const chat = await chatOf(kit.cast.guide, guestChat);
      const memberId = (staff: string) => chat.members.find((member) => member.employee === staff)!._id;
      await expectRefused(kit.call(kit.cast.cuber, { method: 'DELETE', url: `/api/employee/chat/${guestChat}/removeMember/${memberId(kit.cast.backoffice.id)}` }));
      const removed = await kit.call(kit.cast.guide, { method: 'DELETE', url: `/api/employee/chat/${guestChat}/removeMember/${memberId('t-management')}` });
      expect(removed.statusCode).toBe(200);
      const self = await kit.call(kit.cast.backoffice, { method: 'DELETE', url: `/api/employee/chat/${guestChat}/removeMember/${memberId(kit.cast.backoffice.id)}` });
      expect(self.statusCode).toBe(200);
      await expectRefused(kit.call(kit.cast.guide, { method: 'DELETE', url: `/api/employee/chat/${guestChat}/removeMember/${memberId(kit.cast.guide.id)}` }));
      const missing = await kit.call(kit.cast.guide, { method: 'DELETE', url: `/api/employee/chat/${guestChat}/removeMember/nope` });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('update and create', () => {
    it('lets members change name, priority and action holder', async () => {
      const updated = await post(kit.cast.guide, `/api/employee/chat/${guestChat}`, { chatpriority: 'URGENT', actionholder: kit.cast.cuber.id });
      expect(updated.json()).toMatchObject({ chatpriority: 'URGENT', actionholder: kit.cast.cuber.id, actionholderinfo: { firstname: 't-cuber' } });
      await expectRefused(post(kit.cast.management, `/api/employee/chat/${guestChat}`, { chatpriority: 'LOW' }));
      expect((await post(kit.cast.guide, `/api/employee/chat/${guestChat}`, { actionholder: 'nobody' })).statusCode).toBe(400);
      expect((await post(kit.cast.guide, `/api/employee/chat/${guestChat}`, {})).statusCode).toBe(400);
    });

    it('creates internal chats with the creator as admin, and opens reservation chats', async () => {
      const internal = await post(kit.cast.guide, '/api/employee/chat', { chatname: 'Excursion Friday', members: [kit.cast.cuber.id] });
      expect(internal.json()).toMatchObject({ chatname: 'Excursion Friday', chatstatus: 'O', object1: null, membership: { isMember: true, isAdmin: true } });
      expect((await post(kit.cast.guide, '/api/employee/chat', { chatname: 'x', members: [kit.cast.otherGuide.id] })).statusCode).toBe(400);
      expect((await post(kit.cast.guide, '/api/employee/chat', { members: [] })).statusCode).toBe(400);
      const reservation = await post(kit.cast.cuber, '/api/employee/chat', { object1: 'reservation', objectkey: 't-res-b' });
      expect(reservation.json()).toMatchObject({ object1: 'reservation', objectkey: 't-res-b', chatstatus: 'N' });
      const again = await post(kit.cast.cuber, '/api/employee/chat', { object1: 'reservation', objectkey: 't-res-b' });
      expect(again.json().nmbr).toBe(reservation.json().nmbr);
      const unknown = await post(kit.cast.cuber, '/api/employee/chat', { object1: 'reservation', objectkey: 'no-such' });
      expect(unknown.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
      const elsewhere = await post(kit.cast.otherCuber, '/api/employee/chat', { object1: 'reservation', objectkey: 't-res-b' });
      expect(elsewhere.statusCode).toBe(404);
    });
  });
});
