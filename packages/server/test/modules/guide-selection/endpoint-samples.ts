import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the guide-selection module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestGuideSelectionApi.matchedGuides': { request: () => ({ body: { entries: [{ label: 'interests', awnser: 'hiking' }] } }) },
  'guestGuideSelectionApi.chooseGuide': { freshGuest: true, request: (world) => ({ params: { _id: world.staff.GUIDE.id } }) },
  'staffGuidesApi.availableGuides': { otherLocation: 'reads' },
};
