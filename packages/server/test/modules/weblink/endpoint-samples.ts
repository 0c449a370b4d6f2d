import { SUPPORT_ROLES } from '@stay/contract';
import { insertWeblink, insertWeblinkCategory } from '../../../src/modules/weblink';
import { nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the weblink module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'staffWeblinkApi.get': { otherLocation: 'refused', request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId } }) },
  'staffWeblinkApi.byCategory': { otherLocation: 'refused', request: async (world) => ({ params: { catId: (await sharedWeblink(world)).categoryId } }) },
  'staffWeblinkApi.byAsset': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), { params: { assetcode: 'SUITE-A' } }) },
  'staffWeblinkApi.assets': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'staffWeblinkApi.create': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ body: { title: 'Sauna', url: 'https://www.duinpark.example/sauna', categoryId: (await sharedWeblink(world)).categoryId } }),
  },
  'staffWeblinkApi.update': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId }, body: { title: 'Wi-Fi at the park' } }),
  },
  'staffWeblinkApi.logShare': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId, index: world.message } }),
  },
  'staffWeblinkApi.remove': { otherLocation: 'refused', staffRoles: SUPPORT_ROLES, request: async (world) => ({ params: { _id: await freshWeblink(world) } }) },
  'staffWeblinkCategoryApi.list': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'staffWeblinkCategoryApi.faq': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'staffWeblinkCategoryApi.gem': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'staffWeblinkCategoryApi.get': { otherLocation: 'refused', request: async (world) => ({ params: { _id: (await sharedWeblink(world)).categoryId } }) },
  'staffWeblinkCategoryApi.create': { otherLocation: 'acts', staffRoles: SUPPORT_ROLES, request: () => ({ body: { name: 'Tips', kind: 'gem' } }) },
  'staffWeblinkCategoryApi.update': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).categoryId }, body: { nameNl: 'Veelgestelde vragen' } }),
  },
  'staffWeblinkCategoryApi.remove': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: await freshWeblinkCategory(world) } }),
  },
  'staffLocationApi.current': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'staffLocationApi.addWeblink': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({
      params: { location: world.location.id },
      body: { title: 'Waste', url: 'https://www.duinpark.example/waste', categoryId: (await sharedWeblink(world)).categoryId },
    }),
  },
  'staffLocationApi.updateWeblink': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId }, body: { order: 3 } }),
  },
  'staffLocationApi.removeWeblink': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: await freshWeblink(world) } }),
  },
};

const sharedWeblinks = new WeakMap<RoleAccessWorld, Promise<{ categoryId: string; linkId: string }>>();

/** An faq category of the first location with one link on suite A (asset code SUITE-A), made once per world. */
function sharedWeblink(world: RoleAccessWorld): Promise<{ categoryId: string; linkId: string }> {
  let shared = sharedWeblinks.get(world);
  if (!shared) {
    shared = (async () => {
      const categoryId = await freshWeblinkCategory(world);
      return { categoryId, linkId: await freshWeblink(world, categoryId) };
    })();
    sharedWeblinks.set(world, shared);
  }
  return shared;
}

/** A new, empty faq category of the first location. */
async function freshWeblinkCategory(world: RoleAccessWorld): Promise<string> {
  const at = new Date().toISOString();
  const number = nextSerial();
  const id = `weblink-category-${number}`;
  const category = { id, location_id: world.location.id, name: 'FAQ', name_nl: null, kind: 'faq', icon: 'help-circle-outline' };
  await insertWeblinkCategory(world.ctx.db, { ...category, sort_order: number, created_at: at, updated_at: at });
  return id;
}

/** A new link of the first location on suite A, in the given category (a new one when none is given). */
async function freshWeblink(world: RoleAccessWorld, categoryId?: string): Promise<string> {
  const at = new Date().toISOString();
  const id = `weblink-${nextSerial()}`;
  const category_id = categoryId ?? (await sharedWeblink(world)).categoryId;
  const link = { id, location_id: world.location.id, category_id, title: 'Wi-Fi', url: 'https://www.duinpark.example/wifi', description: '' };
  await insertWeblink(world.ctx.db, {
    ...link,
    assetcode: 'SUITE-A',
    icon: 'wifi-outline',
    language: null,
    sort_order: 0,
    share_count: 0,
    created_at: at,
    updated_at: at,
  });
  return id;
}
