import { beforeAll, expect, it } from 'vitest';
import {
  deviceSchema,
  discoveredDevicesSchema,
  managedDeviceSchema,
  managedSuiteDevicesSchema,
  type StaffRole,
} from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { refusal } from '../../support/answers';

const URL = '/api/employee/domotica';

type Answer = { statusCode: number; body: string; json(): unknown };

describeEachDialect('management of suite devices', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let otherId: string;
  let suiteId: string;
  let otherSuiteId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let everywhere: TestStaff;

  const ok = async (response: Promise<Answer>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const devicesOf = async (suite: string) =>
    ctx.db.selectFrom('domoticas').select(['id', 'external_id', 'endpoint', 'name', 'name_nl']).where('accommodation_id', '=', suite).orderBy('position').execute();
  const lamp = (suite: string, externalId: string, endpoint: string | null = null) => ({
    suite,
    type: 'LIGHT',
    connector: 'simulator',
    externalId,
    endpoint,
    name: { en: 'Reading light', nl: 'Leeslamp', de: '', fr: null },
  });

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    suiteId = (await ctx.factories.suite({ locationId, name: 'Dune 4' })).id;
    otherSuiteId = (await ctx.factories.suite({ locationId: otherId, name: 'Forest 9' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    everywhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
  });

  it('adds the devices the simulator reports to a suite, with their names in four languages, and lists them', async () => {
    const discovered = discoveredDevicesSchema.parse(await ok(kit.request(staff.MANAGEMENT, 'GET', `${URL}/discovered`)));
    expect(discovered.unreachable).toEqual([]);
    const gangs = discovered.devices.filter((device) => device.externalId === 'simulated/dimmer');
    expect(gangs.map((device) => [device.endpoint, device.type, device.suite])).toEqual([
      ['l1', 'LIGHT', null],
      ['l2', 'LIGHT', null],
    ]);

    const added = managedDeviceSchema.parse(await ok(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, lamp(suiteId, 'simulated/dimmer', 'l2'))));
    expect(added).toMatchObject({
      type: 'LIGHT',
      name: { en: 'Reading light', nl: 'Leeslamp', de: null, fr: null },
      connector: 'simulator',
      externalId: 'simulated/dimmer',
      endpoint: 'l2',
      state: { status: 'unknown', value: null },
    });
    await ok(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, { ...lamp(suiteId, 'simulated/dimmer', 'l1'), name: { en: 'Ceiling' } }));
    expect((await devicesOf(suiteId)).map((row) => [row.endpoint, row.name, row.name_nl])).toEqual([
      ['l2', 'Reading light', 'Leeslamp'],
      ['l1', 'Ceiling', null],
    ]);

    const suites = managedSuiteDevicesSchema.array().parse(await ok(kit.request(staff.MANAGEMENT, 'GET', URL)));
    expect(suites.map((suite) => [suite.name, suite.domoticas.map((device) => device.endpoint)])).toEqual([['Dune 4', ['l2', 'l1']]]);
    const placed = discoveredDevicesSchema.parse(await ok(kit.request(staff.MANAGEMENT, 'GET', `${URL}/discovered`)));
    expect(placed.devices.filter((device) => device.externalId === 'simulated/dimmer').map((device) => device.suite)).toEqual([suiteId, suiteId]);
  });

  it('refuses a device that is already in a suite, and input that does not fit, changing nothing', async () => {
    await ok(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, lamp(suiteId, 'simulated/bulb')));
    const before = await devicesOf(suiteId);
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, lamp(suiteId, 'simulated/bulb')))).toEqual({ status: 409, code: 'DEVICE_ALREADY_ADDED' });
    for (const body of [
      { ...lamp(suiteId, 'x'), name: { en: '' } },
      { ...lamp(suiteId, 'x'), type: 'TOASTER' },
      { ...lamp(suiteId, 'x'), connector: 'zwave' },
      { ...lamp(suiteId, ''), name: { en: 'Lamp' } },
    ]) {
      expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, body))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    }
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, lamp('no-such-suite', 'x')))).toEqual({ status: 404, code: 'SUITE_NOT_FOUND' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${URL}/create`, { ...lamp(suiteId, 'x'), connector: 'mqtt' }))).toEqual({
      status: 502,
      code: 'APICONNECTOR_NOT_FOUND',
    });
    expect(await devicesOf(suiteId)).toEqual(before);
  });

  it('tests a command on a device and answers its reported state', async () => {
    const id = await ctx.factories.device({ suiteId, type: 'LOCK', name: 'Front door' });
    const answer = deviceSchema.parse(await ok(kit.request(staff.MANAGEMENT, 'POST', `${URL}/${id}/test`, { command: 'UNLOCK' })));
    expect(answer.state).toMatchObject({ status: 'ok', value: 'UNLOCKED' });
    expect(await refusal(kit.request(staff.MANAGEMENT, 'POST', `${URL}/${id}/test`, { command: 'SET_POWER', on: true }))).toEqual({
      status: 400,
      code: 'INVALID_API_COMMAND',
    });
  });

  it('removes a device', async () => {
    const id = await ctx.factories.device({ suiteId, type: 'CLIMATE' });
    expect(await ok(kit.request(staff.MANAGEMENT, 'DELETE', `${URL}/${id}`))).toEqual({ message: 'Device removed' });
    expect((await devicesOf(suiteId)).some((row) => row.id === id)).toBe(false);
    expect(await refusal(kit.request(staff.MANAGEMENT, 'DELETE', `${URL}/${id}`))).toEqual({ status: 404, code: 'DOMOTICA_NOT_FOUND' });
  });

  it('refuses other staff roles and changes nothing', async () => {
    const id = await ctx.factories.device({ suiteId, type: 'LIGHT' });
    const before = await devicesOf(suiteId);
    for (const role of ['GUIDE', 'BACKOFFICE', 'CUBER'] as const) {
      const refused = { status: 403, code: 'UNAUTHORIZED' };
      expect(await refusal(kit.request(staff[role], 'GET', URL))).toEqual(refused);
      expect(await refusal(kit.request(staff[role], 'GET', `${URL}/discovered`))).toEqual(refused);
      expect(await refusal(kit.request(staff[role], 'POST', `${URL}/create`, lamp(suiteId, `by-${role}`)))).toEqual(refused);
      expect(await refusal(kit.request(staff[role], 'POST', `${URL}/${id}/test`, { command: 'SET_POWER', on: true }))).toEqual(refused);
      expect(await refusal(kit.request(staff[role], 'DELETE', `${URL}/${id}`))).toEqual(refused);
    }
    expect(await devicesOf(suiteId)).toEqual(before);
  });

  it("refuses management of another location the first location's suites and devices, and changes nothing", async () => {
    const id = await ctx.factories.device({ suiteId, type: 'LIGHT' });
    const before = await devicesOf(suiteId);
    const other = elsewhere.MANAGEMENT;
    expect(await refusal(kit.request(other, 'GET', `${URL}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'POST', `${URL}/create`, lamp(suiteId, 'intruder')))).toEqual({ status: 404, code: 'SUITE_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'POST', `${URL}/${id}/test`, { command: 'SET_POWER', on: true }))).toEqual({ status: 404, code: 'DOMOTICA_NOT_FOUND' });
    expect(await refusal(kit.request(other, 'DELETE', `${URL}/${id}`))).toEqual({ status: 404, code: 'DOMOTICA_NOT_FOUND' });
    expect(await devicesOf(suiteId)).toEqual(before);
    // Their own list holds their own suite only.
    const theirs = managedSuiteDevicesSchema.array().parse(await ok(kit.request(other, 'GET', URL)));
    expect(theirs.map((suite) => suite._id)).toEqual([otherSuiteId]);
  });

  it('lets management without a location name the location', async () => {
    expect(await refusal(kit.request(everywhere, 'GET', URL))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    const suites = managedSuiteDevicesSchema.array().parse(await ok(kit.request(everywhere, 'GET', `${URL}?location=${otherId}`)));
    expect(suites.map((suite) => suite._id)).toEqual([otherSuiteId]);
  });
});
