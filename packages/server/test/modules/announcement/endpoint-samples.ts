import { insertAnnouncement, replaceAnnouncementChapters } from '../../../src/modules/announcement';
import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the announcement module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestAnnouncementApi.list': { request: async (world) => (await sharedAnnouncement(world), {}) },
  'guestAnnouncementApi.new': { request: async (world) => (await sharedAnnouncement(world), { query: { page: 'services' } }) },
  'guestAnnouncementApi.get': { request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }) },
  'guestAnnouncementApi.paragraphs': { request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }) },
  'guestAnnouncementApi.markAsRead': { request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, true) } }) },
  'managementAnnouncementApi.list': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementAnnouncementApi.get': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }),
  },
  'managementAnnouncementApi.create': {
    otherLocation: 'acts',
    staffRoles: ['MANAGEMENT'],
    request: () => ({ body: { lettername: 'Pool hours', letterkind: '', chapters: [{ paragraphchapter: 'Pool', paragraph: '<p>Open daily</p>' }] } }),
  },
  'managementAnnouncementApi.update': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, false) }, body: { lettername: 'Pool hours' } }),
  },
  'managementAnnouncementApi.publish': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, false) } }),
  },
  'managementAnnouncementApi.unpublish': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, true) } }),
  },
  'managementAnnouncementApi.delete': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, false) } }),
  },
  'managementAnnouncementApi.acceptances': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }),
  },
};

const sharedAnnouncements = new WeakMap<RoleAccessWorld, Promise<number>>();

/** A published policy of the first location, made once per world. */
function sharedAnnouncement(world: RoleAccessWorld): Promise<number> {
  let nmbr = sharedAnnouncements.get(world);
  if (!nmbr) {
    nmbr = freshAnnouncement(world, true, 'policy');
    sharedAnnouncements.set(world, nmbr);
  }
  return nmbr;
}

/** A new announcement of the first location with one chapter, published or a draft. */
async function freshAnnouncement(world: RoleAccessWorld, isPublished: boolean, letterkind: 'policy' | '' = ''): Promise<number> {
  const at = new Date().toISOString();
  const nmbr = await insertAnnouncement(world.ctx.db, {
    location_id: world.location.id,
    letterkind,
    page: null,
    lettername: 'House rules',
    lettername_nl: 'Huisregels',
    version: 1,
    published: isPublished ? 1 : 0,
    published_at: isPublished ? at : null,
    created_by: null,
    created_at: at,
    updated_at: at,
  });
  await replaceAnnouncementChapters(world.ctx.db, nmbr, [
    { paragraphchapter: 'Quiet hours', paragraphchapter_nl: 'Stilte', paragraph: '<p>From 22:00</p>', paragraph_nl: null },
  ]);
  return nmbr;
}
