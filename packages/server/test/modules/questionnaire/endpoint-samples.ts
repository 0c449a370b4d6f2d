import type { EditableQuestionnaire } from '@stay/contract';
import { answered, type EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the questionnaire module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestQuestionnaireApi.get': { request: () => ({ params: { label: 'guide' } }) },
  'staffQuestionnaireApi.get': { otherLocation: 'reads', request: () => ({ params: { label: 'guide' } }) },
  // The questionnaires are the park's, for every location: management of any location keeps them.
  'managementQuestionnaireApi.get': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'], request: () => ({ params: { label: 'guide' } }) },
  'managementQuestionnaireApi.save': {
    otherLocation: 'acts',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => {
      const current = await answered<EditableQuestionnaire>(world.call(world.staff.MANAGEMENT.token, { method: 'GET', url: '/api/employee/questionnaire/guide/edit' }));
      return { params: { label: 'guide' }, body: current };
    },
  },
};
