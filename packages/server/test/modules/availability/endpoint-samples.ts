import { answered, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { Caller, RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the availability module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'staffAvailabilityApi.list': { otherLocation: 'reads' },
  'staffAvailabilityApi.create': { otherLocation: 'acts', request: () => ({ body: PAST_SLOT }) },
  'staffAvailabilityApi.get': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: await slotOf(world, caller) } }) },
  'staffAvailabilityApi.update': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: await slotOf(world, caller) }, body: { ...PAST_SLOT, note: 'Dentist' } }),
  },
  'staffAvailabilityApi.delete': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: await slotOf(world, caller) } }) },
};

/** A slot long past: it never makes anyone unavailable for the other samples' appointments. */
const PAST_SLOT = { repeat: 'once', kind: 'unavailable', start: '2000-01-01T09:00:00.000Z', end: '2000-01-01T17:00:00.000Z' } as const;

/** A new availability slot of the caller's own (staff), or of the first location's management for the other callers. */
async function slotOf(world: RoleAccessWorld, caller: Caller): Promise<number> {
  const token = caller.staff?.token ?? world.staff.MANAGEMENT.token;
  return (await answered<{ nmbr: number }>(world.call(token, { method: 'POST', url: '/api/employee/availabilty/create', payload: PAST_SLOT }))).nmbr;
}
