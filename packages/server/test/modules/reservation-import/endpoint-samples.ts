import path from 'node:path';
import { registerFeed } from '../../../src/modules/reservation-import/import-service';
import { nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

const MANAGEMENT = ['MANAGEMENT'] as const;
const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/ical/airbnb.ics');

/** Role-access and fuzz samples of the feeds screen's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'managementReservationFeedApi.list': { otherLocation: 'reads', staffRoles: MANAGEMENT },
  'managementReservationFeedApi.create': {
    otherLocation: 'refused',
    staffRoles: MANAGEMENT,
    request: async (world) => ({ body: { suiteId: await freshSuite(world), url: `https://www.airbnb.com/calendar/ical/${nextSerial()}.ics?s=abc`, channel: null } }),
  },
  'managementReservationFeedApi.run': { otherLocation: 'refused', staffRoles: MANAGEMENT, request: async (world) => ({ params: { _id: await freshFeed(world) } }) },
  'managementReservationFeedApi.remove': { otherLocation: 'refused', staffRoles: MANAGEMENT, request: async (world) => ({ params: { _id: await freshFeed(world) } }) },
};

/** A new suite of the first location. */
async function freshSuite(world: RoleAccessWorld): Promise<string> {
  return (await world.ctx.factories.suite({ locationId: world.location.id, name: `Suite feed ${nextSerial()}` })).id;
}

/** A new feed of the first location, read from a fixture file so running it needs no network. */
async function freshFeed(world: RoleAccessWorld): Promise<string> {
  const feed = await registerFeed(world.ctx.db, { suiteId: await freshSuite(world), url: FIXTURE, schedule: true, now: new Date('2026-11-22T12:00:00Z') });
  return feed.id;
}
