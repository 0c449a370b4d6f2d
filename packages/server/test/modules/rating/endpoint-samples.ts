import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the rating module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestRatingApi.rate': { request: () => ({ body: { label: 'app', score: 5 } }) },
  'staffRatingApi.dashboard': { otherLocation: 'reads' },
  'staffRatingApi.leaderboard': { otherLocation: 'reads', request: () => ({ params: { label: 'guide' } }) },
  'staffRatingApi.salesChallenge': { otherLocation: 'reads' },
  'staffRatingApi.salesChallengeOf': { otherLocation: 'reads', request: () => ({ params: { month: '2026-07' } }) },
};
