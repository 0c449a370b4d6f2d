import { uniqueEmail, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import { PASSWORD } from '../../http/role-access/world';

/** Role-access and fuzz samples of the auth module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'authApi.login': { request: (world) => ({ body: { email: world.staff.CUBER.email, password: PASSWORD } }) },
  'authApi.revoke': { freshSession: true },
  'authApi.requestResetPassword': { request: (world) => ({ params: { email: world.guest.email } }) },
  'authApi.getResetHash': { request: (world) => ({ params: { email: world.guest.email, code: '000000' } }) },
  'authApi.resetPassword': {
    request: (world) => ({ body: { email: world.guest.email, resetHash: 'not-a-reset-hash', password: 'Secret99', passwordRepeat: 'Secret99' } }),
  },
  'authApi.verifyEmail': { request: () => ({ params: { token: 'not-a-verification-token' } }) },
  'authApi.removeAccount': { freshGuest: true },
  // A wrong current password: the role is checked, and no session of the world ends.
  'guestProfileApi.changePassword': { request: () => ({ body: { currentPassword: 'Wrong1234', password: 'Secret99', passwordRepeat: 'Secret99' } }) },
  'staffProfileApi.changePassword': {
    otherLocation: 'acts',
    request: () => ({ body: { currentPassword: 'Wrong1234', password: 'Secret99', passwordRepeat: 'Secret99' } }),
  },

  'accountApi.exists': { request: (world) => ({ params: { email: world.guest.email } }) },
  'accountApi.create': { request: () => ({ body: { email: uniqueEmail('new'), password: PASSWORD, firstname: 'New', surname: 'Guest' } }) },
};
