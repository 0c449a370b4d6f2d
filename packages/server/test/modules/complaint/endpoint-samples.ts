import { SUPPORT_ROLES } from '@stay/contract';
import { answered, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { Caller, RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the complaint module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'staffComplaintApi.list': { otherLocation: 'reads' },
  'staffComplaintApi.unapproved': { otherLocation: 'reads' },
  'staffComplaintApi.priorities': { otherLocation: 'reads' },
  'staffComplaintApi.kinds': { otherLocation: 'reads' },
  'staffComplaintApi.groups': { otherLocation: 'reads' },
  'staffComplaintApi.states': { otherLocation: 'reads' },
  'staffComplaintApi.groupedStates': { otherLocation: 'reads' },
  'staffComplaintApi.groupedDate': { otherLocation: 'reads' },
  'staffComplaintApi.counter': { otherLocation: 'reads' },
  'staffComplaintApi.objects': { otherLocation: 'reads' },
  'staffComplaintApi.staffMembers': { otherLocation: 'reads' },
  'staffComplaintApi.create': {
    otherLocation: 'acts',
    request: async (world, caller) => ({ body: { subject: 'Shower drains slowly', reservation: await reservationAt(world, caller) } }),
  },
  'staffComplaintApi.get': { otherLocation: 'refused', request: async (world) => ({ params: { nmbr: await sharedComplaint(world) } }) },
  'staffComplaintApi.update': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { nmbr: await sharedComplaint(world) }, body: { complaintpriority: 'HIGH' } }),
  },
  'staffComplaintApi.approve': { otherLocation: 'refused', staffRoles: SUPPORT_ROLES, request: async (world) => ({ params: { nmbr: await newComplaint(world) } }) },
  'staffComplaintApi.decline': { otherLocation: 'refused', staffRoles: SUPPORT_ROLES, request: async (world) => ({ params: { nmbr: await newComplaint(world) }, body: { reason: 'Within the park rules' } }) },
  'staffComplaintApi.resolve': { otherLocation: 'refused', request: async (world) => ({ params: { nmbr: await newComplaint(world) } }) },
  'staffComplaintApi.action': { otherLocation: 'refused', request: async (world) => ({ params: { nmbr: await newComplaint(world), action: 'resolve' } }) },
  'staffComplaintApi.notes': { otherLocation: 'refused', request: async (world) => ({ params: { complaintnmbr: await sharedComplaint(world) } }) },
  'staffComplaintApi.addNote': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { complaintnmbr: await sharedComplaint(world) }, body: { paragraph: '<p>Called the guest back</p>' } }),
  },
  'staffComplaintApi.appointments': { otherLocation: 'refused', request: async (world) => ({ params: { complaintnmbr: await sharedComplaint(world) } }) },
  'staffComplaintApi.appointment': {
    otherLocation: 'refused',
    request: async (world) => {
      const complaintnmbr = await sharedComplaint(world);
      return { params: { complaintnmbr, nmbr: await newAppointment(world, complaintnmbr) } };
    },
  },
  'staffComplaintApi.saveAppointment': {
    otherLocation: 'refused',
    request: async (world) => {
      const { appointmentstart, appointmentend } = freeWindow();
      return { params: { complaintnmbr: await sharedComplaint(world) }, body: { appointmentstart, appointmentend } };
    },
  },
  'staffComplaintApi.deleteAppointment': {
    otherLocation: 'refused',
    request: async (world) => {
      const complaintnmbr = await sharedComplaint(world);
      return { params: { complaintnmbr, nmbr: await newAppointment(world, complaintnmbr) } };
    },
  },
};

/** A reservation at the caller's location (guest A's stay for the first location and for callers without staff). */
async function reservationAt(world: RoleAccessWorld, caller: Caller): Promise<string> {
  const locationId = caller.staff?.locationId;
  if (!locationId || locationId === world.location.id) return world.stay.id;
  const row = await world.ctx.db.selectFrom('reservations').select('id').where('location_id', '=', locationId).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A new complaint about guest A's stay, filed by the first location's management. */
async function newComplaint(world: RoleAccessWorld): Promise<number> {
  const payload = { subject: 'The heating makes a noise', reservation: world.stay.id };
  const url = '/api/employee/complaint/create';
  return (await answered<{ nmbr: number }>(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url, payload }))).nmbr;
}

const sharedComplaints = new WeakMap<RoleAccessWorld, Promise<number>>();
/** One complaint for the calls that only read or add to it. */
function sharedComplaint(world: RoleAccessWorld): Promise<number> {
  let nmbr = sharedComplaints.get(world);
  if (!nmbr) {
    nmbr = newComplaint(world);
    sharedComplaints.set(world, nmbr);
  }
  return nmbr;
}

let windows = 0;
/** An hour no other sample appointment takes (weeks ahead, so the real clock never reaches it). */
function freeWindow(): { appointmentstart: string; appointmentend: string } {
  windows += 1;
  const start = Date.UTC(2100, 0, 1) + windows * 2 * 60 * 60 * 1000;
  return { appointmentstart: new Date(start).toISOString(), appointmentend: new Date(start + 60 * 60 * 1000).toISOString() };
}

/** A new appointment on the complaint, for the first location's management. */
async function newAppointment(world: RoleAccessWorld, complaintnmbr: number): Promise<number> {
  const url = `/api/employee/complaint/${complaintnmbr}/appointments`;
  return (await answered<{ nmbr: number }>(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url, payload: freeWindow() }))).nmbr;
}
