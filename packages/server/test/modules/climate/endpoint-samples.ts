import { DEFAULT_CLIMATE_RULES } from '@stay/contract';
import type { EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the climate module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'managementClimateApi.rules': { otherLocation: 'reads', staffRoles: ['MANAGEMENT', 'BACKOFFICE'] },
  'managementClimateApi.saveRules': { otherLocation: 'acts', staffRoles: ['MANAGEMENT'], request: () => ({ body: { ...DEFAULT_CLIMATE_RULES, ecoSetpoint: 15 } }) },
  'managementClimateApi.actions': {
    otherLocation: 'reads',
    staffRoles: ['MANAGEMENT', 'BACKOFFICE'],
    request: (world) => ({ query: { suite: world.stay.suiteIds[0] as string } }),
  },
  'managementClimateApi.energy': { otherLocation: 'reads', staffRoles: ['MANAGEMENT', 'BACKOFFICE'], request: () => ({ query: { weeks: 2 } }) },
};
