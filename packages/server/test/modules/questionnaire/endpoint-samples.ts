import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the questionnaire module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestQuestionnaireApi.get': { request: () => ({ params: { label: 'guide' } }) },
  'staffQuestionnaireApi.get': { otherLocation: 'reads', request: () => ({ params: { label: 'guide' } }) },
};
