import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the suite module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestSuiteApi.control': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId }, body: { command: 'UNLOCK' } }) },
  'guestSuiteApi.refresh': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId } }) },
  'staffSuiteApi.list': { otherLocation: 'reads' },
};
