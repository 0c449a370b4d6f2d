import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { deviceSchema, housekeepingListSchema, selfCheckOutSchema, stayStatusSchema, type StaffRole } from '@stay/contract';
import { openReservationChat } from '../../../src/modules/chat';
import { clearRetained, connectTestBroker, TEST_BROKER_URL } from '../../platform/devices/fake-zigbee2mqtt-device';
import { startZigbee2MqttEmulator, type Zigbee2MqttEmulator } from '../../platform/devices/zigbee2mqtt-emulator';
import { describeEachDialect } from '../../support';
import { instantAt, type TestGuest, type TestStaff } from '../../support/factories';
import { connectSignedIn, realtimeBaseOf, type Client } from '../../support/realtime-client';
import { useStayApp } from '../../support/stay-app';

const SUITE = '/api/guest/accommodation/current';
/** A departure day in Amsterdam summer time: 10:00 CEST is 08:00 UTC. */
const DEPARTURE_DAY = new Date('2026-07-16T10:00:00.000Z');
const at = (time: string) => instantAt(DEPARTURE_DAY, { days: 0, time });

/**
 * A stay's door over real MQTT: HTTP → services → the MQTT adapter → Mosquitto → an emulated Zigbee2MQTT with a Yale
 * lock per suite. The first unlock, a lock that drops off or jams, the self check-out's lock command and the grace after
 * it, each seen on the bus as well as in what staff are told.
 */
describeEachDialect('a stay over MQTT: door access and self check-out', (ctx) => {
  const prefix = `stay-test-${randomUUID()}`;
  const kit = useStayApp(ctx, { config: { mqttUrl: TEST_BROKER_URL, mqttTopicPrefix: prefix, deviceTimeoutMs: 400 } });
  const locks = ['dune-1/front-door', 'dune-2/front-door', 'dune-3/front-door', 'dune-4/front-door'] as const;
  let bus: MqttClient;
  let bridge: Zigbee2MqttEmulator;
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let sockets: Client[] = [];

  beforeAll(async () => {
    bus = await connectTestBroker();
    bridge = await startZigbee2MqttEmulator(
      bus,
      prefix,
      locks.map((friendlyName) => ({ friendlyName, model: 'yaleLock' as const, state: { state: 'LOCK', lock_state: 'locked' }, behaviour: { reportsStaleFirst: true } })),
    );
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
  });

  afterEach(async () => {
    kit.clock.reset();
    for (const socket of sockets) socket.socket.close();
    sockets = [];
    await ctx.db.deleteFrom('notification_outbox').execute();
  });

  afterAll(async () => {
    if (bus) await clearRetained(bus, bridge?.retainedTopics() ?? []);
    await bus?.endAsync();
  });

  async function openSocket(who: TestStaff): Promise<Client> {
    const client = await connectSignedIn(await realtimeBaseOf(kit.app), who);
    sockets.push(client);
    return client;
  }

  /** A stay in `suite` whose front door is the emulated lock `lock`; departing on DEPARTURE_DAY at 10:00 when asked. */
  async function stayWithLock(suite: string, lock: (typeof locks)[number], options: { isDeparting?: boolean } = {}) {
    const { reservation, guest } = await ctx.factories.stay({
      locationId,
      suites: [suite],
      guideId: staff.GUIDE.id,
      guest: { firstname: 'Bea', surname: 'Baker' },
      ...(options.isDeparting ? { now: DEPARTURE_DAY, start: { days: -3, time: '15:00' }, end: { days: 0, time: '10:00' } } : {}),
    });
    const suiteId = reservation.suiteIds[0] as string;
    const device = await ctx.factories.device({ suiteId, type: 'LOCK', name: 'Front door', mqttName: lock });
    return { reservation, guest, suiteId, device };
  }

  const control = (guest: TestGuest, device: string, command: 'LOCK' | 'UNLOCK') =>
    kit.call(guest.token, { method: 'POST', url: `${SUITE}/domotica/${device}/control`, payload: { command } });
  const stayStatus = async (number: string) => {
    const answer = await kit.call(staff.GUIDE.token, { method: 'GET', url: `/api/employee/stay-status/${number}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return stayStatusSchema.parse(answer.json());
  };
  const guideNotices = () =>
    ctx.db.selectFrom('notification_outbox').select(['title', 'body', 'objecttype', 'objectkey']).where('recipient_kind', '=', 'employee').where('recipient_id', '=', staff.GUIDE.id).orderBy('created_at').execute();

  it('opens the door on the first unlock: the key is first used, the guest in house, staff see it live and the guide is told once', async () => {
    const { reservation, guest, suiteId, device } = await stayWithLock('Dune 1', 'dune-1/front-door');
    const cuber = await openSocket(staff.CUBER);
    const guide = await openSocket(staff.GUIDE);
    expect((await kit.call(guest.token, { method: 'GET', url: SUITE })).statusCode).toBe(200);

    const unlocked = await control(guest, device, 'UNLOCK');
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(deviceSchema.parse(unlocked.json()).state).toMatchObject({ status: 'ok', value: 'UNLOCKED' });
    expect(bridge.received.get('dune-1/front-door')).toContainEqual({ state: 'UNLOCK' });
    expect(bridge.stateOf('dune-1/front-door')).toMatchObject({ lock_state: 'unlocked' });

    await cuber.waitFor((event) => event.type === 'stay.updated' && event.reason === 'first-unlock' && event.reservationId === reservation.id && event.suiteId === suiteId);
    expect(await guide.waitFor((event) => event.type === 'notification')).toMatchObject({
      notification: { title: 'Guest arrived', body: 'Bea Baker opened the door of Dune 1', objecttype: 'RESERVATION', objectkey: reservation.number },
    });
    const status = await stayStatus(reservation.number);
    expect(status).toMatchObject({ isInHouse: true, keys: [{ guestId: guest.id, failedAttempts: 0, lockStatus: 'ok' }] });
    expect(status.keys[0]?.firstUsedAt).not.toBeNull();

    // Locking and opening again are uses of the key, not a second arrival.
    expect((await control(guest, device, 'LOCK')).statusCode).toBe(200);
    expect((await control(guest, device, 'UNLOCK')).statusCode).toBe(200);
    expect((await guideNotices()).map((notice) => notice.title)).toEqual(['Guest arrived']);
  });

  it('alerts staff once when Zigbee2MQTT reports the lock offline, sends nothing to it, and clears when it is back', async () => {
    const { reservation, guest, device } = await stayWithLock('Dune 2', 'dune-2/front-door');
    const chat = await openReservationChat(ctx.db, reservation.id, new Date().toISOString());
    await bridge.setAvailability('dune-2/front-door', 'offline');
    const backoffice = await openSocket(staff.BACKOFFICE);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await control(guest, device, 'UNLOCK');
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ code: 'APICONNECTOR_NOT_FOUND' });
    }
    await backoffice.waitFor((event) => event.type === 'stay.updated' && event.reason === 'lock-failed' && event.reservationId === reservation.id);
    expect(bridge.received.get('dune-2/front-door')).toEqual([]);
    expect(await stayStatus(reservation.number)).toMatchObject({ isInHouse: false, keys: [{ failedAttempts: 2, lockStatus: 'unavailable', firstUsedAt: null }] });
    expect(await guideNotices()).toEqual([
      { title: 'Door lock problem', body: 'The lock of Dune 2 did not open for Bea Baker', objecttype: 'CHAT', objectkey: String(chat.nmbr) },
    ]);

    await bridge.setAvailability('dune-2/front-door', 'online');
    // The availability reaches the server's own connection in its time: the lock reads unavailable until it has.
    const refreshed = async () => deviceSchema.parse((await kit.call(guest.token, { method: 'POST', url: `${SUITE}/domotica/${device}/refresh` })).json()).state?.status;
    await expect.poll(refreshed).toBe('ok');
    expect((await control(guest, device, 'UNLOCK')).statusCode).toBe(200);
    expect(await stayStatus(reservation.number)).toMatchObject({ isInHouse: true, keys: [{ failedAttempts: 2, lockStatus: 'ok' }] });
  });

  it('alerts staff when the lock jams during the stay, the guest being in house already', async () => {
    const { reservation, guest, device } = await stayWithLock('Dune 3', 'dune-3/front-door');
    expect((await control(guest, device, 'UNLOCK')).statusCode).toBe(200);
    expect((await control(guest, device, 'LOCK')).statusCode).toBe(200);
    const cuber = await openSocket(staff.CUBER);
    bridge.setBehaviour('dune-3/front-door', { isJammed: true });
    try {
      const jammed = await control(guest, device, 'UNLOCK');
      expect(jammed.statusCode, jammed.body).toBe(200);
      expect(deviceSchema.parse(jammed.json()).state).toMatchObject({ status: 'jammed' });
      expect(bridge.stateOf('dune-3/front-door')).toMatchObject({ lock_state: 'not_fully_locked' });
      await cuber.waitFor((event) => event.type === 'stay.updated' && event.reason === 'lock-failed' && event.reservationId === reservation.id);
      expect(await stayStatus(reservation.number)).toMatchObject({ isInHouse: true, keys: [{ failedAttempts: 1, lockStatus: 'jammed' }] });
      expect((await guideNotices()).map((notice) => [notice.title, notice.objecttype])).toEqual([
        ['Guest arrived', 'RESERVATION'],
        ['Door lock problem', 'RESERVATION'],
      ]);
    } finally {
      bridge.setBehaviour('dune-3/front-door', { reportsStaleFirst: true });
    }
  });

  it('locks the door over MQTT at the self check-out, then lets the guest in during the grace and not after it', async () => {
    const { reservation, guest, suiteId, device } = await stayWithLock('Dune 4', 'dune-4/front-door', { isDeparting: true });
    kit.clock.set(at('08:00'));
    expect((await control(guest, device, 'UNLOCK')).statusCode).toBe(200);
    const guide = await openSocket(staff.GUIDE);
    bridge.received.set('dune-4/front-door', []);

    kit.clock.set(at('09:10'));
    const answer = await kit.call(guest.token, { method: 'POST', url: '/api/guest/check-out', payload: { confirmed: [0, 1, 2, 3] } });
    expect(answer.statusCode, answer.body).toBe(200);
    const checkOut = selfCheckOutSchema.parse(answer.json());
    expect(checkOut.state).toBe('checked-out');
    // Sent once and confirmed: the lock reported itself locked (after a stale report) before the check-out answered.
    expect(bridge.received.get('dune-4/front-door')).toEqual([{ state: 'LOCK' }]);
    expect(bridge.stateOf('dune-4/front-door')).toMatchObject({ state: 'LOCK', lock_state: 'locked' });
    const stored = await ctx.db.selectFrom('domoticas').select(['state_status', 'state_value']).where('id', '=', device).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state_status: 'ok', state_value: JSON.stringify('LOCKED') });
    await guide.waitFor((event) => event.type === 'stay.updated' && event.reason === 'checked-out' && event.reservationId === reservation.id && event.suiteId === suiteId);

    expect(await stayStatus(reservation.number)).toMatchObject({ checkedOutAt: checkOut.checkedOutAt });
    const housekeeping = housekeepingListSchema.parse((await kit.call(staff.CUBER.token, { method: 'GET', url: `/api/employee/housekeeping?date=${at('12:00').slice(0, 10)}` })).json());
    expect(housekeeping.items.find((item) => item.suite._id === suiteId)?.departure).toMatchObject({ nmbr: reservation.number, checkedOutAt: checkOut.checkedOutAt });

    // The grace (30 minutes by default): a forgotten item can still be fetched.
    kit.clock.set(at('09:35'));
    const inGrace = await control(guest, device, 'UNLOCK');
    expect(inGrace.statusCode, inGrace.body).toBe(200);
    expect(bridge.stateOf('dune-4/front-door')).toMatchObject({ lock_state: 'unlocked' });
    kit.clock.set(at('09:41'));
    const afterGrace = await control(guest, device, 'UNLOCK');
    expect(afterGrace.json()).toMatchObject({ code: 'OUTSIDE_RESERVATION_TIME_WINDOW' });
    expect(bridge.received.get('dune-4/front-door')).toEqual([{ state: 'LOCK' }, { state: 'UNLOCK' }]);
  });
});
