import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload } from '../../http/role-access/world';

/** A guide edits their own guide profile, management every guide's of their location. */
const GUIDE_EDITORS = ['GUIDE', 'MANAGEMENT'] as const;

/** Role-access and fuzz samples of the identity module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestProfileApi.update': { request: () => ({ body: { cellphone: '+31 6 1234 5678' } }) },
  'guestProfileApi.avatar': { request: () => ({ raw: pngUpload() }) },
  'staffProfileApi.update': { otherLocation: 'acts', request: () => ({ body: { cellphone: '+31 6 1234 5678' } }) },
  'staffProfileApi.avatar': { otherLocation: 'acts', request: () => ({ raw: pngUpload() }) },
  'publicProfileImageApi.get': { request: () => ({ params: { filename: `${'0'.repeat(32)}.webp` } }) },

  'staffProfileApi.get': { otherLocation: 'reads' },

  'staffGuideProfileApi.list': { otherLocation: 'acts', staffRoles: GUIDE_EDITORS },
  'staffGuideProfileApi.get': { otherLocation: 'refused', staffRoles: GUIDE_EDITORS, request: (world) => ({ params: { _id: world.staff.GUIDE.id } }) },
  'staffGuideProfileApi.update': {
    otherLocation: 'refused',
    staffRoles: GUIDE_EDITORS,
    request: (world) => ({ params: { _id: world.staff.GUIDE.id }, body: { bioNl: 'Kent elk pad.' } }),
  },
  'staffGuideProfileApi.photo': { otherLocation: 'refused', staffRoles: GUIDE_EDITORS, request: (world) => ({ params: { _id: world.staff.GUIDE.id }, raw: pngUpload() }) },
};
