import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stayStatusSchema, type StaffRole } from '@stay/contract';
import { openReservationChat } from '../../../src/modules/chat';
import { startLockWatchJob } from '../../../src/modules/suite';
import type { PeriodicJob } from '../../../src/platform/periodic-job';
import { clearRetained, connectTestBroker, TEST_BROKER_URL } from '../../platform/devices/fake-zigbee2mqtt-device';
import { startZigbee2MqttEmulator, type Zigbee2MqttEmulator } from '../../platform/devices/zigbee2mqtt-emulator';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { connectSignedIn, realtimeBaseOf, type Client } from '../../support/realtime-client';
import { useStayApp } from '../../support/stay-app';

const SUITE = '/api/guest/accommodation/current';
const LOCK = 'dune-5/front-door';

/**
 * The lock watch over real MQTT (Mosquitto and an emulated Zigbee2MQTT with a Yale lock): a lock of a stay in house that
 * goes offline while nobody is at the door alerts staff and the guide once, and anew after it has been back.
 */
describeEachDialect('the lock watch over MQTT', (ctx) => {
  const prefix = `stay-test-${randomUUID()}`;
  const kit = useStayApp(ctx, { config: { mqttUrl: TEST_BROKER_URL, mqttTopicPrefix: prefix, deviceTimeoutMs: 400 } });
  let bus: MqttClient;
  let bridge: Zigbee2MqttEmulator;
  let staff: Record<StaffRole, TestStaff>;
  let watch: PeriodicJob<{ asked: number; inTrouble: number }>;
  let cuber: Client | undefined;

  beforeAll(async () => {
    bus = await connectTestBroker();
    bridge = await startZigbee2MqttEmulator(bus, prefix, [{ friendlyName: LOCK, model: 'yaleLock', state: { state: 'LOCK', lock_state: 'locked' } }]);
    await ctx.factories.settings();
    staff = await ctx.factories.staffOfEveryRole((await ctx.factories.location()).id);
    const { db, devices, push, realtime, log, arrivals, reservationChats, clock } = kit.app.platform;
    // An hour between passes: the test runs each pass itself.
    watch = startLockWatchJob({ db, devices, log, clock, intervalMs: 3_600_000, notices: { db, push, realtime, log, arrivals, reservationChats } });
  });

  afterAll(async () => {
    await watch?.stop();
    cuber?.socket.close();
    if (bus) await clearRetained(bus, bridge?.retainedTopics() ?? []);
    await bus?.endAsync();
  });

  const guideNotices = () =>
    ctx.db.selectFrom('notification_outbox').select(['title', 'body', 'objecttype', 'objectkey']).where('recipient_kind', '=', 'employee').where('recipient_id', '=', staff.GUIDE.id).orderBy('created_at').execute();
  const lockStatusOf = async (number: string) => {
    const answer = await kit.call(staff.GUIDE.token, { method: 'GET', url: `/api/employee/stay-status/${number}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return stayStatusSchema.parse(answer.json()).keys.map((key) => key.lockStatus);
  };
  /** Waits until the server's own MQTT connection has the lock's availability, then runs a pass. */
  const passWhenLockIs = async (availability: 'offline' | 'online') => {
    await expect.poll(async () => (await watch.runOnce()).inTrouble).toBe(availability === 'offline' ? 1 : 0);
  };

  it('alerts staff and the guide once when the lock of a stay in house goes offline, and again after it has been back', async () => {
    const { reservation, guest } = await ctx.factories.stay({ locationId: staff.GUIDE.locationId, suites: ['Dune 5'], guideId: staff.GUIDE.id, guest: { firstname: 'Bea', surname: 'Baker' } });
    const device = await ctx.factories.device({ suiteId: reservation.suiteIds[0] as string, type: 'LOCK', name: 'Front door', mqttName: LOCK });
    const chat = await openReservationChat(ctx.db, reservation.id, new Date().toISOString());

    // Before the guest has opened the door the stay is not in house: nothing is watched.
    expect(await watch.runOnce()).toEqual({ asked: 0, inTrouble: 0 });
    const unlocked = await kit.call(guest.token, { method: 'POST', url: `${SUITE}/domotica/${device}/control`, payload: { command: 'UNLOCK' } });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await watch.runOnce()).toEqual({ asked: 1, inTrouble: 0 });

    cuber = await connectSignedIn(await realtimeBaseOf(kit.app), staff.CUBER);

    await bridge.setAvailability(LOCK, 'offline');
    await passWhenLockIs('offline');
    await cuber.waitFor((event) => event.type === 'stay.updated' && event.reason === 'lock-failed' && event.reservationId === reservation.id);
    expect(await lockStatusOf(reservation.number)).toEqual(['unavailable']);
    await watch.runOnce();
    const offlineNotice = { title: 'Door lock offline', body: 'The lock of Dune 5 is offline; Bea Baker is staying there', objecttype: 'CHAT', objectkey: String(chat.nmbr) };
    expect((await guideNotices()).filter((notice) => notice.title !== 'Guest arrived')).toEqual([offlineNotice]);

    await bridge.setAvailability(LOCK, 'online');
    await passWhenLockIs('online');
    expect(await lockStatusOf(reservation.number)).toEqual(['ok']);

    await bridge.setAvailability(LOCK, 'offline');
    await passWhenLockIs('offline');
    expect((await guideNotices()).filter((notice) => notice.title !== 'Guest arrived')).toEqual([offlineNotice, offlineNotice]);
    await bridge.setAvailability(LOCK, 'online');
  });
});
