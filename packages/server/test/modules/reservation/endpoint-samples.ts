import { SUPPORT_ROLES } from '@stay/contract';
import { uniqueEmail, type EndpointSamples } from '../../http/role-access/endpoint-sample';

/** Role-access and fuzz samples of the reservation module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'authApi.unlinkReservation': { freshGuest: true },
  'accountApi.linkReservation': {
    request: (world) => ({ params: { id: world.unlinked.number }, body: { mode: 'email', checkValue: world.unlinked.bookingEmail } }),
  },
  'accountApi.resetReservation': { request: (world) => ({ params: { reservation: world.stay.id, resetHash: world.invite.token } }) },

  'guestReservationApi.byId': { ownedByGuest: true, request: (world) => ({ params: { id: world.stay.id } }) },
  'guestReservationApi.check': {
    request: (world) => ({ params: { reservation: world.unlinked.number, mode: 'email', checkValue: world.unlinked.bookingEmail ?? '' } }),
  },
  'guestReservationApi.sendInvite': { request: () => ({ body: { email: uniqueEmail('friend') } }) },
  'guestReservationApi.revokeInvite': { request: () => ({ query: { email: 'invitee@test.stay' } }) },
  'guestReservationApi.checkMail': { request: (world) => ({ body: { email: world.guest.email } }) },
  'guestReservationApi.disableDemo': { freshGuest: true },
  'guestReservationApi.disableGuideRating': { freshGuest: true },
  'guestReservationApi.leaveGuide': { freshGuest: true },

  'staffReservationApi.status': { otherLocation: 'reads' },
  'staffReservationApi.checkIn': { otherLocation: 'reads' },
  'staffReservationApi.checkOut': { otherLocation: 'reads' },
  'staffReservationApi.onPremise': { otherLocation: 'reads' },
  'staffReservationApi.upComing': { otherLocation: 'reads' },
  'staffReservationApi.passed': { otherLocation: 'reads' },
  'staffReservationApi.dashboard': { otherLocation: 'reads', staffRoles: SUPPORT_ROLES },
  'staffReservationApi.leaderboard': { otherLocation: 'reads' },
  'staffReservationApi.get': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.stay.number } }) },
  // A new reservation of the first location per call: the mails per reservation are limited.
  'staffReservationApi.sendActivationMail': {
    otherLocation: 'refused',
    request: async (world) => {
      const reservation = await world.ctx.factories.reservation({ locationId: world.location.id, bookingEmail: uniqueEmail('booker') });
      return { params: { nmbr: reservation.number }, body: {} };
    },
  },
};
