import { beforeAll, expect, it } from 'vitest';
import type { StaffCaller } from '../../../../src/http/caller';
import { createStaffChatService } from '../../../../src/modules/chat/chats/staff-chat-service';
import { describeEachDialect } from '../../../support';
import { CHAT_LOCATION, useChatApp } from '../../../support/chat-app';
import { countingStatements } from '../../../support/statement-count';

/**
 * The inbox page is read in a fixed number of statements whatever its length: the last message, action holder, read
 * mark and unread mention of every listed chat come in one statement with the page's chats.
 */
describeEachDialect('staff chat list statements', (ctx) => {
  const kit = useChatApp(ctx);
  let guide: StaffCaller;

  beforeAll(async () => {
    const { guestA, guestB, cuber, backoffice } = kit.cast;
    await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' });
    const chatB = (await kit.call(guestB, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'A1' } });
    await kit.call(guestB, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'B1' } });
    const internal = (await kit.call(cuber, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Ops', members: [kit.cast.guide.id, backoffice.id] } })).json().nmbr;
    await kit.call(cuber, { method: 'POST', url: `/api/employee/chat/${internal}/message`, payload: { paragraph: 'Ops check', mentions: [kit.cast.guide.id] } });
    await ctx.db.updateTable('chats').set({ actionholder_employee_id: cuber.id }).where('nmbr', '=', chatB).execute();
    await ctx.factories.chatSuggestion({ chatNmbr: internal });
    guide = { kind: 'employee', id: kit.cast.guide.id, role: 'GUIDE', workgroup: 'Guides', locationId: CHAT_LOCATION } as StaffCaller;
  });

  const statementsOfPage = async (pagesize: number) => {
    const counting = countingStatements(ctx.db);
    const page = await createStaffChatService({ db: counting.db }).list(guide, 'all', { page: 1, pagesize, disablepaging: false });
    return { chats: page, statements: counting.count.statements };
  };

  it('reads a page in the same few statements for two chats as for three', async () => {
    const two = await statementsOfPage(2);
    const three = await statementsOfPage(3);
    expect(two.chats).toHaveLength(2);
    expect(three.chats).toHaveLength(3);
    // Both pages reach every part of a list item: a reservation, a last message, an action holder, a suggestion,
    // unread messages and a mention.
    const [internal, guestChat] = two.chats;
    expect(internal).toMatchObject({ reservation: null, badges: { mentioned: true }, suggestions: [expect.anything()] });
    expect(internal!.unread).toBeGreaterThan(0);
    expect(guestChat).toMatchObject({ actionholderinfo: { firstname: kit.cast.cuber.id }, lastmessage: { paragraph: 'B1' } });
    expect(guestChat!.reservation).not.toBeNull();
    expect(three.statements).toBe(two.statements);
    // The page, its members, its list items (alike for every reader) and the reader's marks in them, reservation
    // summaries and suite names, suggestions (with the languages of their texts), reminders, complaints, deliveries,
    // unread counts and the late-checkout setting.
    expect(three.statements).toBeLessThanOrEqual(14);
  });
});
