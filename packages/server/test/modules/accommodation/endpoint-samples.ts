import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the accommodation module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestAccommodationApi.control': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId }, body: { command: 'UNLOCK' } }) },
  'guestAccommodationApi.refresh': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId } }) },
  'employeeAccommodationApi.list': { otherLocation: 'reads' },
};
