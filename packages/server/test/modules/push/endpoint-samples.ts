import { nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the push module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'pushApi.subscribe': {
    request: () => ({
      body: { endpoint: `https://push.example.test/subscription-${nextSerial()}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    }),
  },
  'pushApi.unsubscribe': { request: () => ({ body: { endpoint: 'https://push.example.test/unknown' } }) },
  'staffNotificationSettingsApi.get': { otherLocation: 'reads' },
  'staffNotificationSettingsApi.update': { otherLocation: 'acts', request: () => ({ body: { types: { RESERVATION: false } } }) },
};
