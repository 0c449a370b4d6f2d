import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the locations module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  // Management of another location reads and sets their own location's language, never the first one's.
  'managementLocationApi.contentLanguage': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementLocationApi.setContentLanguage': { otherLocation: 'acts', staffRoles: ['MANAGEMENT'], request: () => ({ body: { contentLanguage: 'en' } }) },
};
