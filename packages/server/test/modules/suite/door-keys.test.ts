import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { stayStatusSchema, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { connectSignedIn, realtimeBaseOf, type Client } from '../../support/realtime-client';
import { useStayApp } from '../../support/stay-app';

const SUITE = '/api/guest/accommodation/current';

describeEachDialect('door keys', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let sockets: Client[] = [];

  const unlock = (guest: TestGuest, lock: string) => kit.call(guest.token, { method: 'POST', url: `${SUITE}/domotica/${lock}/control`, payload: { command: 'UNLOCK' } });
  const statusOf = async (number: string) => {
    const answer = await kit.call(staff.GUIDE.token, { method: 'GET', url: `/api/employee/stay-status/${number}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return stayStatusSchema.parse(answer.json());
  };
  const guideNotifications = () =>
    ctx.db.selectFrom('notification_outbox').selectAll().where('recipient_kind', '=', 'employee').where('recipient_id', '=', staff.GUIDE.id).orderBy('created_at').execute();

  async function arrivingStay() {
    const { reservation, guest } = await ctx.factories.stay({ locationId, suites: ['Dune 12'], guideId: staff.GUIDE.id, guest: { firstname: 'Bea', surname: 'Baker' } });
    const suiteId = reservation.suiteIds[0] as string;
    const lock = await ctx.factories.device({ suiteId, type: 'LOCK' });
    const companion = await ctx.factories.guest({ reservationId: reservation.id, isMain: false, firstname: 'Cas' });
    return { reservation, guest, companion, suiteId, lock };
  }

  async function openSocket(who: TestStaff): Promise<Client> {
    const client = await connectSignedIn(await realtimeBaseOf(kit.app), who);
    sockets.push(client);
    return client;
  }

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
  });

  afterEach(async () => {
    kit.app.devices.simulator.reset();
    for (const socket of sockets) socket.socket.close();
    sockets = [];
    await ctx.db.deleteFrom('notification_outbox').execute();
  });

  it('activates the key when the controls open, and the first unlock marks the guest in house and tells the guide once', async () => {
    const { reservation, guest, companion, lock, suiteId } = await arrivingStay();
    const cuber = await openSocket(staff.CUBER);
    const guide = await openSocket(staff.GUIDE);
    expect((await kit.call(guest.token, { method: 'GET', url: SUITE })).statusCode).toBe(200);
    const activated = await statusOf(reservation.number);
    expect(activated).toMatchObject({ isInHouse: false, keys: [{ guestId: guest.id, firstUsedAt: null, failedAttempts: 0, lockStatus: 'ok' }] });
    expect(activated.keys[0]?.activatedAt).not.toBeNull();

    expect((await unlock(guest, lock)).statusCode).toBe(200);
    await cuber.waitFor((event) => event.type === 'stay.updated' && event.reason === 'first-unlock' && event.reservationId === reservation.id && event.suiteId === suiteId);
    const notice = await guide.waitFor((event) => event.type === 'notification');
    expect(notice).toMatchObject({ notification: { kind: 'reservation', title: 'Guest arrived', body: 'Bea Baker opened the door of Dune 12', objecttype: 'RESERVATION', objectkey: reservation.number } });

    // A second guest and a second unlock are uses, not arrivals: no second notice.
    expect((await unlock(companion, lock)).statusCode).toBe(200);
    expect((await unlock(guest, lock)).statusCode).toBe(200);
    const used = await statusOf(reservation.number);
    expect(used.isInHouse).toBe(true);
    expect(used.keys.map((key) => [key.firstname, key.firstUsedAt !== null, key.lastUsedAt !== null])).toEqual([
      ['Bea', true, true],
      ['Cas', true, true],
    ]);
    expect((await guideNotifications()).map((row) => row.title)).toEqual(['Guest arrived']);
  });

  it("queues the location's webhooks a guest.checked_in on the first unlock only", async () => {
    const { reservation, guest, lock } = await arrivingStay();
    const webhookId = randomUUID();
    await ctx.db.insertInto('webhooks').values({ id: webhookId, location_id: locationId, url: 'https://pms.example/stay', secret: 'whsec-test', created_by: null, created_at: new Date().toISOString() }).execute();
    try {
      expect((await kit.call(guest.token, { method: 'GET', url: SUITE })).statusCode).toBe(200);
      expect((await unlock(guest, lock)).statusCode).toBe(200);
      expect((await unlock(guest, lock)).statusCode).toBe(200);
      const deliveries = await ctx.db.selectFrom('webhook_deliveries').select(['event', 'payload']).where('webhook_id', '=', webhookId).execute();
      expect(deliveries.map((delivery) => delivery.event)).toEqual(['guest.checked_in']);
      expect(JSON.parse(deliveries[0]!.payload)).toMatchObject({ type: 'guest.checked_in', locationId, reservation: { id: reservation.id }, data: { suite: 'Dune 12' } });
    } finally {
      await ctx.db.deleteFrom('webhook_deliveries').where('webhook_id', '=', webhookId).execute();
      await ctx.db.deleteFrom('webhooks').where('id', '=', webhookId).execute();
    }
  });

  it('counts failed unlocks, keeps the lock state, and alerts staff once with the guest chat one tap away', async () => {
    const { reservation, guest, lock } = await arrivingStay();
    const chat = await ctx.db
      .insertInto('chats')
      .values({ chatstatus: 'O', chatpriority: 'NORMAL', actionholder_employee_id: null, object1: 'reservation', objectkey: reservation.id, reservation_id: reservation.id, location_id: locationId, chatname: null, last_message_nmbr: null, activity_at: new Date().toISOString(), created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .returning('nmbr')
      .executeTakeFirstOrThrow();
    const backoffice = await openSocket(staff.BACKOFFICE);
    kit.app.devices.simulator.setJammed(lock, true);
    expect((await unlock(guest, lock)).statusCode).toBe(200);
    await backoffice.waitFor((event) => event.type === 'stay.updated' && event.reason === 'lock-failed' && event.reservationId === reservation.id);
    kit.app.devices.simulator.setJammed(lock, false);
    kit.app.devices.simulator.setOffline(lock, true);
    expect((await unlock(guest, lock)).json()).toMatchObject({ code: 'APICONNECTOR_NOT_FOUND' });

    const failed = await statusOf(reservation.number);
    expect(failed).toMatchObject({ isInHouse: false, keys: [{ failedAttempts: 2, lockStatus: 'unavailable', firstUsedAt: null }] });
    const notices = await guideNotifications();
    expect(notices.map((row) => [row.title, row.objecttype, row.objectkey])).toEqual([['Door lock problem', 'CHAT', String(chat.nmbr)]]);

    kit.app.devices.simulator.setOffline(lock, false);
    expect((await unlock(guest, lock)).statusCode).toBe(200);
    expect((await statusOf(reservation.number)).keys[0]).toMatchObject({ lockStatus: 'ok', failedAttempts: 2 });
  });

  it('shows keys only to staff of the location', async () => {
    const { reservation } = await arrivingStay();
    const elsewhere = await ctx.factories.staff({ role: 'GUIDE', locationId: (await ctx.factories.location({ name: 'Other park' })).id });
    const answer = await kit.call(elsewhere.token, { method: 'GET', url: `/api/employee/stay-status/${reservation.number}` });
    expect(answer.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    const today = z.array(stayStatusSchema).parse((await kit.call(elsewhere.token, { method: 'GET', url: '/api/employee/stay-status' })).json());
    expect(today.map((status) => status.reservationId)).not.toContain(reservation.id);
  });
});
