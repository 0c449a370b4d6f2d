import { nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the suite module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestSuiteApi.control': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId }, body: { command: 'UNLOCK' } }) },
  'guestSuiteApi.refresh': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId } }) },
  'staffSuiteApi.list': { otherLocation: 'reads' },
  // Management of another location keeps their own location's devices, never the first one's.
  'managementDeviceApi.list': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementDeviceApi.discovered': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementDeviceApi.create': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: (world) => ({
      body: { suite: suiteOf(world), type: 'LIGHT', connector: 'simulator', externalId: `sample/lamp-${nextSerial()}`, name: { en: 'Lamp' } },
    }),
  },
  'managementDeviceApi.test': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: (world) => ({ params: { _id: world.deviceId }, body: { command: 'LOCK' } }) },
  'managementDeviceApi.remove': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { _id: await world.ctx.factories.device({ suiteId: suiteOf(world), type: 'LIGHT' }) } }),
  },
};

/** Guest A's suite, in the first location. */
const suiteOf = (world: RoleAccessWorld) => world.stay.suiteIds[0] as string;
