import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATE, type Chat } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { CHAT_LOCATION, useChatApp } from '../../../support/chat-app';

const AT = '2026-03-02T09:00:00.000Z';
const LATER = '2026-03-02T10:30:00.000Z';

/**
 * What the inbox answers for a guest's chat, whole: its reservation with suites, the deliveries of its paid and
 * placed orders, a help request, an action holder, the last message and the unread count of each reader.
 */
describeEachDialect('staff chat list item', (ctx) => {
  const kit = useChatApp(ctx);
  let chat = 0;
  let lastMessage = 0;
  const memberIds = new Map<string, string>();

  const order = async (state: number, deliveries: { date: string; product: string; quantity: number; deliveredAt?: string }[]) => {
    const { nmbr } = await ctx.db
      .insertInto('orders')
      .values({ reservation_id: 't-res-a', location_id: CHAT_LOCATION, state, total_cents: 1000, paid_cents: 0, created_at: AT, updated_at: AT })
      .returning('nmbr')
      .executeTakeFirstOrThrow();
    for (const delivery of deliveries) {
      await ctx.db
        .insertInto('order_deliveries')
        .values({
          order_nmbr: nmbr,
          productkey: `key-${delivery.product}`,
          productname: delivery.product,
          unit: 'piece',
          quantity: delivery.quantity,
          price_cents: 500,
          vat_rate: 9,
          options: '[]',
          is_rental: 0,
          hold_expired: 0,
          delivery_date: delivery.date,
          delivery_day: delivery.date.slice(0, 10),
          created_at: AT,
          updated_at: AT,
          delivered_at: delivery.deliveredAt ?? null,
          location_id: CHAT_LOCATION,
        })
        .execute();
    }
    return nmbr;
  };

  let placed = 0;
  let paid = 0;

  beforeAll(async () => {
    const { guestA, cuber } = kit.cast;
    chat = (await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    for (const paragraph of ['Hello', 'Is the pool open?']) {
      await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph } });
    }
    await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/${chat}/message?pagesize=1&markasread=true` });
    lastMessage = (await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'Thanks!' } })).json().nmbr;
    await ctx.db.updateTable('chat_messages').set({ created_at: LATER }).where('nmbr', '=', lastMessage).execute();
    await ctx.db.updateTable('chat_members').set({ joined_at: AT }).where('chat_nmbr', '=', chat).execute();
    for (const member of await ctx.db.selectFrom('chat_members').select(['id', 'member_key']).where('chat_nmbr', '=', chat).execute()) {
      memberIds.set(member.member_key, member.id);
    }
    await ctx.db
      .updateTable('chats')
      .set({ created_at: AT, updated_at: LATER, help_requested_at: LATER, actionholder_employee_id: cuber.id, chatpriority: 'HIGH' })
      .where('nmbr', '=', chat)
      .execute();
    await ctx.db
      .updateTable('reservations')
      .set({
        start_date_time: '2026-03-01T14:00:00.000Z',
        end_date_time: '2026-03-05T09:00:00.000Z',
        controls_deactivation_date_time: '2026-03-05T09:00:00.000Z',
        guide_selection_timestamp: AT,
      })
      .where('id', '=', 't-res-a')
      .execute();
    const dune = await ctx.factories.suite({ locationId: CHAT_LOCATION, name: 'Dune 7' });
    const pine = await ctx.factories.suite({ locationId: CHAT_LOCATION, name: 'Pine 2' });
    await ctx.db
      .insertInto('reservation_accommodations')
      .values([
        { reservation_id: 't-res-a', accommodation_id: pine.id, position: 1 },
        { reservation_id: 't-res-a', accommodation_id: dune.id, position: 0 },
      ])
      .execute();
    await order(ORDER_STATE.open, [{ date: '2026-03-02T08:00:00.000Z', product: 'Cart bread', quantity: 9 }]);
    placed = await order(ORDER_STATE.placed, [
      { date: '2026-03-03T08:00:00.000Z', product: 'Croissant', quantity: 2 },
      { date: '2026-03-02T08:00:00.000Z', product: 'Bread', quantity: 1, deliveredAt: '2026-03-02T08:10:00.000Z' },
    ]);
    paid = await order(ORDER_STATE.paid, [{ date: '2026-03-02T08:00:00.000Z', product: 'Jam', quantity: 3 }]);
  });

  const listed = async (user: typeof kit.cast.guide) => {
    const response = await kit.call(user, { method: 'GET', url: '/api/employee/chat?page=1&pagesize=20&disablepaging=false' });
    expect(response.statusCode).toBe(200);
    return (response.json() as Chat[]).find((item) => item.nmbr === chat);
  };

  it('answers the whole list item of a guest chat', async () => {
    const { guestA, guide, cuber } = kit.cast;
    const member = (key: string, personalinfo: object, fields: { person?: string; employee?: string; workgroup?: string; mode?: 'A' | 'M' }) => ({
      _id: memberIds.get(key),
      person: fields.person ?? null,
      employee: fields.employee ?? null,
      workgroup: fields.workgroup ?? null,
      chatmembermode: fields.mode ?? 'M',
      personalinfo,
      joined: AT,
    });
    const delivery = (deliverydate: string, productname: string, quantity: number, ordernmbr: number, orderstate: number, delivered: string | null) => ({
      deliverydate,
      productname,
      quantity,
      unit: 'piece',
      productkey: `key-${productname}`,
      ordernmbr,
      orderstate,
      delivered,
    });
    expect(await listed(guide)).toEqual({
      nmbr: chat,
      chatname: null,
      chatstatus: 'O',
      chatpriority: 'HIGH',
      actionholder: cuber.id,
      actionholderinfo: { firstname: cuber.id, surname: 'Test', personimage: null, workgroup: 'Housekeeping' },
      helpRequestedAt: LATER,
      object1: 'reservation',
      objectkey: 't-res-a',
      members: [
        member(guide.id, { firstname: guide.id, surname: 'Test', personimage: null, workgroup: 'Guides' }, { employee: guide.id, workgroup: 'Guides', mode: 'A' }),
        member(guestA.id, { firstname: 'Anna', surname: 'Test', personimage: null, workgroup: null }, { person: guestA.id }),
      ].sort((a, b) => (a._id! < b._id! ? -1 : 1)),
      unread: 1,
      lastmessage: {
        nmbr: lastMessage,
        paragraph: 'Thanks!',
        timestamp: LATER,
        personalinfo: { firstname: 'Anna', surname: 'Test', personimage: null, workgroup: null },
        hasAttachments: false,
      },
      reservation: {
        _id: 't-res-a',
        nmbr: 'CHAT-t-res-a',
        status: 30,
        startDateTime: '2026-03-01T14:00:00.000Z',
        endDateTime: '2026-03-05T09:00:00.000Z',
        controlsDeactivationDateTime: '2026-03-05T09:00:00.000Z',
        accommodations: [{ name: 'Dune 7' }, { name: 'Pine 2' }],
        mainGuest: { firstname: 'Main', surname: 't-res-a' },
        guide: { _id: guide.id, firstname: guide.id, erpUID: `erp-${guide.id}` },
        guideSelectionTimestamp: AT,
        guestLanguage: null,
        contentLanguage: 'en',
        timeZone: 'Europe/Amsterdam',
        lateCheckout: false,
      },
      deliveries: [
        delivery('2026-03-02T08:00:00.000Z', 'Bread', 1, placed, ORDER_STATE.placed, '2026-03-02T08:10:00.000Z'),
        delivery('2026-03-02T08:00:00.000Z', 'Jam', 3, paid, ORDER_STATE.paid, null),
        delivery('2026-03-03T08:00:00.000Z', 'Croissant', 2, placed, ORDER_STATE.placed, null),
      ],
      complaints: [],
      suggestions: [],
      reminders: [],
      badges: { unread: 1, mine: true, workgroup: false, otherWorkgroupMember: false, mentioned: false },
      membership: { isMember: true, isAdmin: true },
      created: AT,
      updated: LATER,
    });
  });

  it('counts unread messages per reader: none read, some read, all read', async () => {
    expect(await listed(kit.cast.cuber)).toMatchObject({ unread: 0, badges: { unread: 0, mine: false }, membership: { isMember: false } });
    expect(await listed(kit.cast.guide)).toMatchObject({ unread: 1, badges: { unread: 1, mine: true } });
    await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/${chat}/message?pagesize=10&markasread=true` });
    expect(await listed(kit.cast.guide)).toMatchObject({ unread: 0, badges: { unread: 0 } });
  });

  it('shows the next reader what changed since the last read, though the parts alike for every reader are kept', async () => {
    await listed(kit.cast.guide);
    const later = await order(ORDER_STATE.paid, [{ date: '2026-03-04T08:00:00.000Z', product: 'Eggs', quantity: 6 }]);
    await ctx.db.updateTable('accommodations').set({ name: 'Dune 8' }).where('name', '=', 'Dune 7').execute();
    const item = await listed(kit.cast.cuber);
    expect(item?.reservation).toMatchObject({ accommodations: [{ name: 'Dune 8' }, { name: 'Pine 2' }] });
    expect(item?.deliveries.at(-1)).toMatchObject({ ordernmbr: later, productname: 'Eggs' });
  });

  it('shows the next reader a new last message and a renamed action holder, and each reader their own marks on a kept page', async () => {
    const { guestA, guide, cuber } = kit.cast;
    await listed(guide);
    await ctx.db.updateTable('employees').set({ surname: 'Renamed' }).where('id', '=', cuber.id).execute();
    await kit.call(guestA, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'One more thing' } });
    expect(await listed(cuber)).toMatchObject({
      actionholderinfo: { firstname: cuber.id, surname: 'Renamed' },
      lastmessage: { paragraph: 'One more thing', personalinfo: { firstname: 'Anna' } },
    });

    expect(await listed(guide)).toMatchObject({ unread: 1 });

    const note = await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${chat}/message`, payload: { paragraph: 'Can you take this?', note: true, mentions: [cuber.id] } });
    expect(note.statusCode).toBe(200);
    // Writing moves the writer's read mark; a private note is not the list item's last message; its mention shows to
    // the one it mentions.
    expect(await listed(guide)).toMatchObject({ unread: 0, badges: { unread: 0, mentioned: false } });
    expect(await listed(cuber)).toMatchObject({ badges: { mentioned: true }, lastmessage: { paragraph: 'One more thing' } });
  });
});
