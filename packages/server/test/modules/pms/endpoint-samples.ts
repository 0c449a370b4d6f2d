import { answered, nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the pms module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'pmsReservationApi.list': { request: async (world) => ({ apiKeyHeaders: await pmsHeaders(world) }) },
  'pmsReservationApi.get': { request: async (world) => ({ apiKeyHeaders: await pmsHeaders(world), params: { externalId: await syncedReservation(world) } }) },
  'pmsReservationApi.upsert': {
    request: async (world) => ({ apiKeyHeaders: await pmsHeaders(world), params: { externalId: `PMS-${nextSerial()}` }, body: reservationBody() }),
  },
  'pmsReservationApi.cancel': { request: async (world) => ({ apiKeyHeaders: await pmsHeaders(world), params: { externalId: await syncedReservation(world) } }) },
  'managementPmsApi.listKeys': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementPmsApi.createKey': { otherLocation: 'acts', staffRoles: ['MANAGEMENT'], request: () => ({ body: { name: 'Channel manager' } }) },
  'managementPmsApi.revokeKey': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: async (world) => ({ params: { id: (await freshKey(world)).apiKey.id } }) },
  'managementWebhookApi.list': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementWebhookApi.create': { otherLocation: 'acts', staffRoles: ['MANAGEMENT'], request: () => ({ body: { url: 'https://93.184.215.14/hooks/stay' } }) },
  'managementWebhookApi.remove': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: async (world) => ({ params: { id: await freshWebhook(world) } }) },
  'managementWebhookApi.deliveries': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: async (world) => ({ params: { id: await freshWebhook(world) } }) },
};

const reservationBody = () => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { arrival: day(20), departure: day(23), suite: 'Suite A', mainGuest: { firstname: 'Pia', surname: 'Sync', email: 'pia@test.stay', language: 'de' } };
};

async function freshKey(world: RoleAccessWorld): Promise<{ apiKey: { id: string }; key: string }> {
  return answered(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url: '/api/employee/pms/api-key', payload: { name: `Key ${nextSerial()}` } }));
}

async function freshWebhook(world: RoleAccessWorld): Promise<string> {
  const created = await answered<{ webhook: { id: string } }>(
    world.call(world.staff.MANAGEMENT.token, { method: 'POST', url: '/api/employee/webhook', payload: { url: 'https://93.184.215.14/hooks/stay' } }),
  );
  return created.webhook.id;
}

const keys = new WeakMap<RoleAccessWorld, Promise<Record<string, string>>>();

/** The first location's PMS key, made once per world. */
function pmsHeaders(world: RoleAccessWorld): Promise<Record<string, string>> {
  let headers = keys.get(world);
  if (!headers) {
    headers = freshKey(world).then(({ key }) => ({ authorization: `Bearer ${key}` }));
    keys.set(world, headers);
  }
  return headers;
}

/** A reservation the PMS sent, a new one per call. */
async function syncedReservation(world: RoleAccessWorld): Promise<string> {
  const externalId = `PMS-${nextSerial()}`;
  await answered(world.call(undefined, { method: 'POST', url: `/api/pms/reservation/${externalId}`, headers: await pmsHeaders(world), payload: reservationBody() }));
  return externalId;
}
