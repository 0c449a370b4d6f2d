import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

const today = () => new Date().toISOString().slice(0, 10);

/** Role-access and fuzz samples of the check-out module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestCheckOutApi.checkOut': { freshGuest: true, request: () => ({ body: { confirmed: [0, 1, 2, 3] } }) },
  'managementCheckOutApi.settings': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementCheckOutApi.saveSettings': {
    otherLocation: 'acts',
    staffRoles: ['MANAGEMENT'],
    request: () => ({ body: { checklist: [{ en: 'Windows closed', nl: 'Ramen dicht' }], ecoSetpoint: 16, graceMinutes: 30 } }),
  },
  'staffHousekeepingApi.list': { otherLocation: 'reads' },
  'staffHousekeepingApi.update': {
    otherLocation: 'refused',
    request: (world) => ({ params: { suiteId: world.stay.suiteIds[0] as string }, body: { date: today(), isReady: true } }),
  },
  'staffStayStatusApi.today': { otherLocation: 'reads' },
  'staffStayStatusApi.get': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.stay.number } }) },
};
