import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload } from '../../http/role-access/world';

/** Role-access and fuzz samples of the identity module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestProfileApi.update': { request: () => ({ body: { cellphone: '+31 6 1234 5678' } }) },
  'guestProfileApi.avatar': { request: () => ({ raw: pngUpload() }) },
  'staffProfileApi.update': { otherLocation: 'acts', request: () => ({ body: { cellphone: '+31 6 1234 5678' } }) },
  'staffProfileApi.avatar': { otherLocation: 'acts', request: () => ({ raw: pngUpload() }) },
  'publicProfileImageApi.get': { request: () => ({ params: { filename: `${'0'.repeat(32)}.webp` } }) },

  'staffProfileApi.get': { otherLocation: 'reads' },
};
