import { insertSavedReply } from '../../../src/modules/saved-reply';
import { nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the saved-reply module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'staffSavedReplyApi.list': { otherLocation: 'reads', request: async (world) => (await sharedReply(world), {}) },
  'staffSavedReplyApi.create': { otherLocation: 'acts', request: () => ({ body: { title: 'Towels', text: { en: 'Towels for {suite}' } } }) },
  'staffSavedReplyApi.update': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { _id: await sharedReply(world) }, body: { title: 'Fresh towels' } }),
  },
  'staffSavedReplyApi.remove': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: async (world) => ({ params: { _id: await freshSharedReply(world) } }) },
};

const sharedReplies = new WeakMap<RoleAccessWorld, Promise<string>>();

/** A shared reply of the first location, made once per world. */
function sharedReply(world: RoleAccessWorld): Promise<string> {
  let shared = sharedReplies.get(world);
  if (!shared) {
    shared = freshSharedReply(world);
    sharedReplies.set(world, shared);
  }
  return shared;
}

/** A new shared reply of the first location. */
async function freshSharedReply(world: RoleAccessWorld): Promise<string> {
  const at = new Date().toISOString();
  const id = `saved-reply-${nextSerial()}`;
  await insertSavedReply(world.ctx.db, {
    id,
    location_id: world.location.id,
    employee_id: null,
    title: 'Welcome',
    shortcut: 'welcome',
    text: 'Welcome, {firstname}!',
    text_nl: 'Welkom, {firstname}!',
    text_de: null,
    text_fr: null,
    created_at: at,
    updated_at: at,
  });
  return id;
}
