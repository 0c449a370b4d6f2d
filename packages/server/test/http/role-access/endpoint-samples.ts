import { SUPPORT_ROLES, type StaffRole } from '@stay/contract';
import type { Caller, RoleAccessWorld } from './world';
import { PASSWORD, pngUpload } from './world';
import { createRentalsForPlacedOrder } from '../../../src/modules/rental';
import { updateReservation } from '../../../src/modules/reservation';
import { insertWeblink, insertWeblinkCategory } from '../../../src/modules/weblink';
import { insertAnnouncement, replaceAnnouncementChapters } from '../../../src/modules/announcement';

/** The input of one call; whatever is left out comes from the schema fallback. */
export interface SampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A raw payload with its headers (a multipart upload) instead of a JSON body. */
  raw?: { payload: Buffer; headers: Record<string, string> };
}

export interface EndpointSample {
  /** Builds the request for one caller; may first create what that caller needs (a chat they are a member of). */
  request?(world: RoleAccessWorld, caller: Caller): Promise<SampleRequest> | SampleRequest;
  /** The request addresses guest A's own resource: another guest must be refused and nothing may change. */
  ownedByGuest?: true;
  /** The GUEST call changes or ends the stay, so it is made by a guest with a fresh stay of their own. */
  freshGuest?: true;
  /** The call ends the session, so it is made with another session of the caller's account. */
  freshSession?: true;
  /** Required of every staff endpoint: how staff of another location, in workgroups of the same names, fare. */
  otherLocation?: OtherLocationAccess;
  /** A staff endpoint only these staff roles may call: the other staff roles are refused with 403. */
  staffRoles?: readonly StaffRole[];
}

/**
 * `refused`: the call addresses a resource of the first location; replayed by staff of another location it is
 * refused (403/404) and changes nothing. `reads`: they are served, and the answer names none of the first location's
 * data nor changes when that location gets new chats. `acts`: they are served acting on their own data, and the
 * answer names none of the first location's data.
 */
export type OtherLocationAccess = 'refused' | 'reads' | 'acts';

let serial = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${(serial += 1)}@test.stay`;
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

/**
 * Valid input for every endpoint whose schemas alone cannot produce it, and the endpoints that address a guest's
 * own resource. Keyed by the contract's `group.key` names; a new endpoint needs an entry here unless its input is
 * optional or plain, and every staff endpoint needs one saying how staff of another location fare.
 */
export const ENDPOINT_SAMPLES: Record<string, EndpointSample> = {
  'authApi.login': { request: (world) => ({ body: { email: world.staff.CUBER.email, password: PASSWORD } }) },
  'authApi.revoke': { freshSession: true },
  'authApi.unlinkReservation': { freshGuest: true },
  'authApi.requestResetPassword': { request: (world) => ({ params: { email: world.guest.email } }) },
  'authApi.getResetHash': { request: (world) => ({ params: { email: world.guest.email, code: '000000' } }) },
  'authApi.resetPassword': {
    request: (world) => ({ body: { email: world.guest.email, resetHash: 'not-a-reset-hash', password: 'Secret99', passwordRepeat: 'Secret99' } }),
  },
  'authApi.verifyEmail': { request: () => ({ params: { token: 'not-a-verification-token' } }) },
  'authApi.removeAccount': { freshGuest: true },
  'guestProfileApi.update': { request: () => ({ body: { cellphone: '+31 6 1234 5678' } }) },
  // A wrong current password: the role is checked, and no session of the world ends.
  'guestProfileApi.changePassword': { request: () => ({ body: { currentPassword: 'Wrong1234', password: 'Secret99', passwordRepeat: 'Secret99' } }) },
  'guestProfileApi.avatar': { request: () => ({ raw: pngUpload() }) },
  'employeeProfileApi.update': { otherLocation: 'acts', request: () => ({ body: { cellphone: '+31 6 1234 5678' } }) },
  'employeeProfileApi.changePassword': {
    otherLocation: 'acts',
    request: () => ({ body: { currentPassword: 'Wrong1234', password: 'Secret99', passwordRepeat: 'Secret99' } }),
  },
  'employeeProfileApi.avatar': { otherLocation: 'acts', request: () => ({ raw: pngUpload() }) },
  'profileImageApi.get': { request: () => ({ params: { filename: `${'0'.repeat(32)}.webp` } }) },

  'accountApi.exists': { request: (world) => ({ params: { email: world.guest.email } }) },
  'accountApi.create': { request: () => ({ body: { email: uniqueEmail('new'), password: PASSWORD, firstname: 'New', surname: 'Guest' } }) },
  'accountApi.linkReservation': {
    request: (world) => ({ params: { id: world.unlinked.number }, body: { mode: 'email', checkValue: world.unlinked.bookingEmail } }),
  },
  'accountApi.resetReservation': { request: (world) => ({ params: { reservation: world.stay.id, resetHash: world.invite.token } }) },

  'guestAccommodationApi.control': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId }, body: { command: 'UNLOCK' } }) },
  'guestAccommodationApi.refresh': { ownedByGuest: true, request: (world) => ({ params: { id: world.deviceId } }) },

  'reservationApi.byId': { ownedByGuest: true, request: (world) => ({ params: { id: world.stay.id } }) },
  'reservationApi.check': {
    request: (world) => ({ params: { reservation: world.unlinked.number, mode: 'email', checkValue: world.unlinked.bookingEmail ?? '' } }),
  },
  'reservationApi.sendInvite': { request: () => ({ body: { email: uniqueEmail('friend') } }) },
  'reservationApi.revokeInvite': { request: () => ({ query: { email: 'invitee@test.stay' } }) },
  'reservationApi.checkMail': { request: (world) => ({ body: { email: world.guest.email } }) },
  'reservationApi.disableDemo': { freshGuest: true },
  'reservationApi.disableGuideRating': { freshGuest: true },
  'reservationApi.leaveGuide': { freshGuest: true },

  'guestQuestionnaireApi.get': { request: () => ({ params: { label: 'guide' } }) },
  'employeeQuestionnaireApi.get': { otherLocation: 'reads', request: () => ({ params: { label: 'guide' } }) },
  'guideSelectionApi.matchedGuides': { request: () => ({ body: { entries: [{ label: 'interests', awnser: 'hiking' }] } }) },
  'guideSelectionApi.chooseGuide': { freshGuest: true, request: (world) => ({ params: { _id: world.staff.GUIDE.id } }) },
  'guestRatingApi.rate': { request: () => ({ body: { label: 'app', score: 5 } }) },
  'employeeRatingApi.dashboard': { otherLocation: 'reads' },
  'employeeRatingApi.leaderboard': { otherLocation: 'reads', request: () => ({ params: { label: 'guide' } }) },
  'employeeRatingApi.salesChallenge': { otherLocation: 'reads' },
  'employeeRatingApi.salesChallengeOf': { otherLocation: 'reads', request: () => ({ params: { month: '2026-07' } }) },

  'guestChatApi.uploadAttachment': { request: () => ({ raw: pngUpload() }) },

  'rentalApi.state': { ownedByGuest: true, request: (world) => ({ params: { reservation_id: world.stay.id } }) },
  'rentalApi.command': {
    ownedByGuest: true,
    request: async (world) => ({ params: { reservation_id: world.stay.id, cmd: 'unlock' }, body: { rentalId: await sharedRental(world) } }),
  },
  'rentalApi.checkGps': { ownedByGuest: true, request: async (world) => ({ params: { reservation_id: world.stay.id }, body: { rentalId: await sharedRental(world) } }) },
  'rentalApi.beacon': {
    ownedByGuest: true,
    request: async (world) => ({ params: { reservation_id: world.stay.id }, body: { rentalId: await sharedRental(world), beaconId: 'station-beacon' } }),
  },
  'rentalApi.endRental': { ownedByGuest: true, request: async (world) => ({ params: { reservation_id: world.stay.id, rental_id: await sharedRental(world) } }) },
  'rentalApi.reportDamage': {
    ownedByGuest: true,
    request: async (world) => ({ params: { reservation_id: world.stay.id, rental_id: await sharedRental(world) }, raw: damageUpload() }),
  },
  'rentalApi.template': { request: () => ({ params: { template: 'terms' }, body: { language: 'nl' } }) },
  'guestChatApi.attachment': { ownedByGuest: true, request: (world) => ({ params: { filename: world.attachment } }) },
  'guestChatMessageApi.list': { ownedByGuest: true, request: (world) => ({ query: { chatnmbr: world.chat, markasread: 'false' } }) },
  'guestChatMessageApi.get': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message } }) },
  'guestChatMessageApi.status': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message } }) },
  'guestChatMessageApi.send': { request: () => ({ body: { paragraph: 'Is the pool open?' } }) },

  'employeeProfileApi.get': { otherLocation: 'reads' },
  'employeeGuidesApi.availableGuides': { otherLocation: 'reads' },
  'employeeChatApi.list': { otherLocation: 'reads' },
  'employeeChatApi.listInternal': { otherLocation: 'reads' },
  'employeeChatApi.listActive': { otherLocation: 'reads' },
  'employeeChatApi.listMember': { otherLocation: 'reads' },
  'employeeChatApi.listWorkgroup': { otherLocation: 'reads' },
  'employeeChatApi.unread': { otherLocation: 'reads' },
  'employeeChatApi.get': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.status': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.mention': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.nonWorkgroup': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.members': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.markAsRead': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.join': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'none')).nmbr } }) },
  'employeeChatApi.leave': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr } }) },
  'employeeChatApi.workgroupLeave': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'workgroup')).nmbr } }),
  },
  'employeeChatApi.archive': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'admin')).nmbr } }),
  },
  'employeeChatApi.setInactive': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr } }),
  },
  'employeeChatApi.createReminder': {
    otherLocation: 'refused',
    request: (world) => ({ params: { nmbr: world.chat }, body: { datetime: inADay(), paragraph: 'Call back' } }),
  },
  'employeeChatApi.deleteReminder': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: world.chat, remId: await world.reminderOf(caller) } }),
  },
  'employeeChatApi.update': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'admin')).nmbr }, body: { chatpriority: 'URGENT' } }),
  },
  'employeeChatApi.create': { otherLocation: 'acts', request: () => ({ body: { chatname: 'Team talk' } }) },
  'employeeChatApi.addMember': {
    otherLocation: 'refused',
    request: async (world, caller) => {
      const chat = await world.chatFor(caller, 'admin');
      return { params: { nmbr: chat.nmbr, type: 'employee', name: world.staff.MANAGEMENT.id === caller.staff?.id ? world.staff.CUBER.id : world.staff.MANAGEMENT.id, mode: 'M' } };
    },
  },
  'employeeChatApi.removeMember': {
    otherLocation: 'refused',
    request: async (world, caller) => {
      const chat = await world.chatFor(caller, 'admin');
      return { params: { nmbr: chat.nmbr, id: chat.otherMemberId } };
    },
  },
  'employeeChatApi.action': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr, action: 'handle' } }),
  },
  'employeeChatApi.uploadAttachment': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { objectkey: (await world.chatFor(caller, 'member')).reservationId }, raw: pngUpload() }),
  },
  'employeeChatApi.attachment': { otherLocation: 'refused', request: (world) => ({ params: { objectkey: world.stay.id, filename: world.attachment } }) },

  'employeeChatMessageApi.list': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat }, query: { markasread: 'false' } }) },
  'employeeChatMessageApi.get': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message } }) },
  'employeeChatMessageApi.status': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message } }) },
  'employeeChatMessageApi.send': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { chatnmbr: (await world.chatFor(caller, 'member')).nmbr }, body: { paragraph: 'On my way' } }),
  },

  'chatSuggestionApi.get': { otherLocation: 'refused', request: (world) => ({ params: { _id: world.suggestionId } }) },
  'chatSuggestionApi.setStatus': { otherLocation: 'refused', request: (world) => ({ params: { _id: world.suggestionId, status: 'USED' } }) },

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
  'employeeAccommodationApi.list': { otherLocation: 'reads' },

  'complaintApi.list': { otherLocation: 'reads' },
  'complaintApi.unapproved': { otherLocation: 'reads' },
  'complaintApi.priorities': { otherLocation: 'reads' },
  'complaintApi.kinds': { otherLocation: 'reads' },
  'complaintApi.groups': { otherLocation: 'reads' },
  'complaintApi.states': { otherLocation: 'reads' },
  'complaintApi.groupedStates': { otherLocation: 'reads' },
  'complaintApi.groupedDate': { otherLocation: 'reads' },
  'complaintApi.counter': { otherLocation: 'reads' },
  'complaintApi.objects': { otherLocation: 'reads' },
  'complaintApi.employees': { otherLocation: 'reads' },
  'complaintApi.create': {
    otherLocation: 'acts',
    request: async (world, caller) => ({ body: { subject: 'Shower drains slowly', reservation: await reservationAt(world, caller) } }),
  },
  'complaintApi.get': { otherLocation: 'refused', request: async (world) => ({ params: { nmbr: await sharedComplaint(world) } }) },
  'complaintApi.update': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { nmbr: await sharedComplaint(world) }, body: { complaintpriority: 'HIGH' } }),
  },
  'complaintApi.approve': { otherLocation: 'refused', staffRoles: SUPPORT_ROLES, request: async (world) => ({ params: { nmbr: await newComplaint(world) } }) },
  'complaintApi.decline': { otherLocation: 'refused', staffRoles: SUPPORT_ROLES, request: async (world) => ({ params: { nmbr: await newComplaint(world) } }) },
  'complaintApi.resolve': { otherLocation: 'refused', request: async (world) => ({ params: { nmbr: await newComplaint(world) } }) },
  'complaintApi.action': { otherLocation: 'refused', request: async (world) => ({ params: { nmbr: await newComplaint(world), action: 'resolve' } }) },
  'complaintApi.notes': { otherLocation: 'refused', request: async (world) => ({ params: { complaintnmbr: await sharedComplaint(world) } }) },
  'complaintApi.addNote': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { complaintnmbr: await sharedComplaint(world) }, body: { paragraph: '<p>Called the guest back</p>' } }),
  },
  'complaintApi.appointments': { otherLocation: 'refused', request: async (world) => ({ params: { complaintnmbr: await sharedComplaint(world) } }) },
  'complaintApi.appointment': {
    otherLocation: 'refused',
    request: async (world) => {
      const complaintnmbr = await sharedComplaint(world);
      return { params: { complaintnmbr, nmbr: await newAppointment(world, complaintnmbr) } };
    },
  },
  'complaintApi.saveAppointment': {
    otherLocation: 'refused',
    request: async (world) => {
      const { appointmentstart, appointmentend } = freeWindow();
      return { params: { complaintnmbr: await sharedComplaint(world) }, body: { appointmentstart, appointmentend } };
    },
  },
  'complaintApi.deleteAppointment': {
    otherLocation: 'refused',
    request: async (world) => {
      const complaintnmbr = await sharedComplaint(world);
      return { params: { complaintnmbr, nmbr: await newAppointment(world, complaintnmbr) } };
    },
  },

  'availabilityApi.list': { otherLocation: 'reads' },
  'availabilityApi.create': { otherLocation: 'acts', request: () => ({ body: PAST_SLOT }) },
  'availabilityApi.get': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: await slotOf(world, caller) } }) },
  'availabilityApi.update': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: await slotOf(world, caller) }, body: { ...PAST_SLOT, note: 'Dentist' } }),
  },
  'availabilityApi.delete': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: await slotOf(world, caller) } }) },

  'guestCatalogueApi.product': { request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey } }) },
  'managementCatalogueApi.categories': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementCatalogueApi.createCategory': { otherLocation: 'acts', staffRoles: ['MANAGEMENT'], request: () => ({ body: { name: 'Snacks', group: 'food' } }) },
  'managementCatalogueApi.updateCategory': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { _id: (await sharedProduct(world)).categoryId }, body: { name: 'Breakfast & more' } }),
  },
  'guestOrderApi.open': { request: async (world) => (await sharedOrder(world), { query: { orCreate: 'true' } }) },
  'guestOrderApi.get': { ownedByGuest: true, request: async (world) => ({ params: { nmbr: await sharedOrder(world) } }) },
  'guestOrderApi.addDelivery': {
    ownedByGuest: true,
    request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) }, body: await breakfastToday(world) }),
  },
  'guestOrderApi.updateDelivery': {
    ownedByGuest: true,
    request: async (world, caller) => ({ params: await deliveryFor(world, caller), body: { quantity: 2 } }),
  },
  'guestOrderApi.deleteDelivery': { ownedByGuest: true, request: async (world, caller) => ({ params: await deliveryFor(world, caller) }) },
  'guestOrderApi.refreshRentalWindow': { ownedByGuest: true, request: async (world, caller) => ({ params: await deliveryFor(world, caller) }) },
  'guestOrderApi.placeOrder': { ownedByGuest: true, request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) } }) },
  'guestPaymentApi.pay': {
    ownedByGuest: true,
    request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) }, body: { method: 'ideal' } }),
  },
  'guestPaymentApi.get': { ownedByGuest: true, request: async (world) => ({ params: { nmbr: await sharedPayment(world) } }) },
  'orderDeliveryApi.list': { otherLocation: 'reads' },
  'orderDeliveryApi.onDay': { otherLocation: 'reads', request: () => ({ params: { timestamp: Date.now() } }) },
  'orderDeliveryApi.fromDay': { otherLocation: 'reads', request: () => ({ params: { timestamp: Date.now() - 86_400_000 } }) },
  'managementCatalogueApi.products': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementCatalogueApi.product': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey } }),
  },
  'managementCatalogueApi.createProduct': {
    otherLocation: 'acts',
    staffRoles: ['MANAGEMENT'],
    request: async (world, caller) => {
      const token = caller.staff?.role === 'MANAGEMENT' ? caller.staff.token : world.staff.MANAGEMENT.token;
      return { body: sampleProduct(`sample-${(serial += 1)}`, await newCategory(world, token)) };
    },
  },
  'managementCatalogueApi.updateProduct': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey }, body: { price: 8.5, hide: false } }),
  },

  'weblinkApi.get': { otherLocation: 'refused', request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId } }) },
  'weblinkApi.byCategory': { otherLocation: 'refused', request: async (world) => ({ params: { catId: (await sharedWeblink(world)).categoryId } }) },
  'weblinkApi.byAsset': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), { params: { assetcode: 'SUITE-A' } }) },
  'weblinkApi.assets': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'weblinkApi.create': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ body: { title: 'Sauna', url: 'https://www.duinpark.example/sauna', categoryId: (await sharedWeblink(world)).categoryId } }),
  },
  'weblinkApi.update': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId }, body: { title: 'Wi-Fi at the park' } }),
  },
  'weblinkApi.logShare': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId, index: world.message } }),
  },
  'weblinkApi.remove': { otherLocation: 'refused', staffRoles: SUPPORT_ROLES, request: async (world) => ({ params: { _id: await freshWeblink(world) } }) },
  'weblinkCategoryApi.list': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'weblinkCategoryApi.faq': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'weblinkCategoryApi.gem': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'weblinkCategoryApi.get': { otherLocation: 'refused', request: async (world) => ({ params: { _id: (await sharedWeblink(world)).categoryId } }) },
  'pushApi.subscribe': {
    request: () => ({
      body: { endpoint: `https://push.example.test/subscription-${(serial += 1)}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    }),
  },
  'pushApi.unsubscribe': { request: () => ({ body: { endpoint: 'https://push.example.test/unknown' } }) },
  'notificationSettingsApi.get': { otherLocation: 'reads' },
  'notificationSettingsApi.update': { otherLocation: 'acts', request: () => ({ body: { types: { RESERVATION: false } } }) },
  'weblinkCategoryApi.create': { otherLocation: 'acts', staffRoles: SUPPORT_ROLES, request: () => ({ body: { name: 'Tips', kind: 'gem' } }) },
  'weblinkCategoryApi.update': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).categoryId }, body: { nameNl: 'Veelgestelde vragen' } }),
  },
  'weblinkCategoryApi.remove': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: await freshWeblinkCategory(world) } }),
  },
  'employeeLocationApi.current': { otherLocation: 'reads', request: async (world) => (await sharedWeblink(world), {}) },
  'employeeLocationApi.addWeblink': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({
      params: { location: world.location.id },
      body: { title: 'Waste', url: 'https://www.duinpark.example/waste', categoryId: (await sharedWeblink(world)).categoryId },
    }),
  },
  'employeeLocationApi.updateWeblink': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: (await sharedWeblink(world)).linkId }, body: { order: 3 } }),
  },
  'employeeLocationApi.removeWeblink': {
    otherLocation: 'refused',
    staffRoles: SUPPORT_ROLES,
    request: async (world) => ({ params: { _id: await freshWeblink(world) } }),
  },

  'guestAnnouncementApi.list': { request: async (world) => (await sharedAnnouncement(world), {}) },
  'guestAnnouncementApi.new': { request: async (world) => (await sharedAnnouncement(world), { query: { page: 'services' } }) },
  'guestAnnouncementApi.get': { request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }) },
  'guestAnnouncementApi.paragraphs': { request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }) },
  'guestAnnouncementApi.markAsRead': { request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, true) } }) },
  'announcementAdminApi.list': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'announcementAdminApi.get': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }),
  },
  'announcementAdminApi.create': {
    otherLocation: 'acts',
    staffRoles: ['MANAGEMENT'],
    request: () => ({ body: { lettername: 'Pool hours', letterkind: '', chapters: [{ paragraphchapter: 'Pool', paragraph: '<p>Open daily</p>' }] } }),
  },
  'announcementAdminApi.update': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, false) }, body: { lettername: 'Pool hours' } }),
  },
  'announcementAdminApi.publish': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, false) } }),
  },
  'announcementAdminApi.unpublish': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, true) } }),
  },
  'announcementAdminApi.delete': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await freshAnnouncement(world, false) } }),
  },
  'announcementAdminApi.acceptances': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { nmbr: await sharedAnnouncement(world) } }),
  },

  'bugReportApi.send': { request: () => ({ body: { description: 'The button does nothing', route: '/guest/home' } }) },
  'bugReportAdminApi.list': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'bugReportAdminApi.get': { otherLocation: 'refused', staffRoles: ['MANAGEMENT'], request: async (world) => ({ params: { id: await sharedBugReport(world) } }) },
  'bugReportAdminApi.screenshot': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { id: await sharedBugReport(world) } }),
  },
};

const sharedAnnouncements = new WeakMap<RoleAccessWorld, Promise<number>>();

/** A published policy of the first location, made once per world. */
function sharedAnnouncement(world: RoleAccessWorld): Promise<number> {
  let nmbr = sharedAnnouncements.get(world);
  if (!nmbr) {
    nmbr = freshAnnouncement(world, true, 'policy');
    sharedAnnouncements.set(world, nmbr);
  }
  return nmbr;
}

/** A new announcement of the first location with one chapter, published or a draft. */
async function freshAnnouncement(world: RoleAccessWorld, isPublished: boolean, letterkind: 'policy' | '' = ''): Promise<number> {
  const at = new Date().toISOString();
  const nmbr = await insertAnnouncement(world.ctx.db, {
    location_id: world.location.id,
    letterkind,
    page: null,
    lettername: 'House rules',
    lettername_nl: 'Huisregels',
    version: 1,
    published: isPublished ? 1 : 0,
    published_at: isPublished ? at : null,
    created_by: null,
    created_at: at,
    updated_at: at,
  });
  await replaceAnnouncementChapters(world.ctx.db, nmbr, [
    { paragraphchapter: 'Quiet hours', paragraphchapter_nl: 'Stilte', paragraph: '<p>From 22:00</p>', paragraph_nl: null },
  ]);
  return nmbr;
}

const sharedWeblinks = new WeakMap<RoleAccessWorld, Promise<{ categoryId: string; linkId: string }>>();

/** An faq category of the first location with one link on suite A (asset code SUITE-A), made once per world. */
function sharedWeblink(world: RoleAccessWorld): Promise<{ categoryId: string; linkId: string }> {
  let shared = sharedWeblinks.get(world);
  if (!shared) {
    shared = (async () => {
      const categoryId = await freshWeblinkCategory(world);
      return { categoryId, linkId: await freshWeblink(world, categoryId) };
    })();
    sharedWeblinks.set(world, shared);
  }
  return shared;
}

/** A new, empty faq category of the first location. */
async function freshWeblinkCategory(world: RoleAccessWorld): Promise<string> {
  const at = new Date().toISOString();
  const id = `weblink-category-${(serial += 1)}`;
  const category = { id, location_id: world.location.id, name: 'FAQ', name_nl: null, kind: 'faq', icon: 'help-circle-outline' };
  await insertWeblinkCategory(world.ctx.db, { ...category, sort_order: serial, created_at: at, updated_at: at });
  return id;
}

/** A new link of the first location on suite A, in the given category (a new one when none is given). */
async function freshWeblink(world: RoleAccessWorld, categoryId?: string): Promise<string> {
  const at = new Date().toISOString();
  const id = `weblink-${(serial += 1)}`;
  const category_id = categoryId ?? (await sharedWeblink(world)).categoryId;
  const link = { id, location_id: world.location.id, category_id, title: 'Wi-Fi', url: 'https://www.duinpark.example/wifi', description: '' };
  await insertWeblink(world.ctx.db, {
    ...link,
    assetcode: 'SUITE-A',
    icon: 'wifi-outline',
    language: null,
    sort_order: 0,
    share_count: 0,
    created_at: at,
    updated_at: at,
  });
  return id;
}

const sharedRentals = new WeakMap<RoleAccessWorld, Promise<string>>();
/** One active bike rental of guest A's stay (its window runs from an hour ago), made as placing an order makes it. */
function sharedRental(world: RoleAccessWorld): Promise<string> {
  let rentalId = sharedRentals.get(world);
  if (!rentalId) {
    const now = Date.now();
    const order = {
      reservationId: world.stay.id,
      locationId: world.location.id,
      deliveries: [
        {
          deliveryNmbr: 990_001,
          productkey: 'EBIKE',
          productname: 'E-bike',
          quantity: 1,
          day: new Date(now).toISOString().slice(0, 10),
          startDateTime: new Date(now - 3_600_000).toISOString(),
          endDateTime: new Date(now + 8 * 3_600_000).toISOString(),
        },
      ],
    };
    rentalId = createRentalsForPlacedOrder(world.ctx.db, order, new Date(now)).then(([rental]) => rental?._id ?? 'no-rental');
    sharedRentals.set(world, rentalId);
  }
  return rentalId;
}

const sharedBugReports = new WeakMap<RoleAccessWorld, Promise<string>>();

/** A bug report with a screenshot, filed by guest A (so it belongs to the first location), made once per world. */
function sharedBugReport(world: RoleAccessWorld): Promise<string> {
  let id = sharedBugReports.get(world);
  if (!id) {
    const photo = pngUpload();
    const boundary = /boundary=(.+)$/.exec(photo.headers['content-type'] ?? '')?.[1] as string;
    const text = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nThe map does not load\r\n`);
    const file = Buffer.from(photo.payload.toString('latin1').replace('name="file"', 'name="screenshot"'), 'latin1');
    const request = { method: 'POST' as const, url: '/api/bug-report', payload: Buffer.concat([text, file]), headers: photo.headers };
    id = answered<{ id: string }>(world.call(world.guest.token, request)).then((receipt) => receipt.id);
    sharedBugReports.set(world, id);
  }
  return id;
}

/** A damage report as the app sends it: the text, then a small PNG photo. */
function damageUpload(): { payload: Buffer; headers: Record<string, string> } {
  const photo = pngUpload();
  const boundary = /boundary=(.+)$/.exec(photo.headers['content-type'] ?? '')?.[1] as string;
  const text = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nThe bell is broken\r\n`);
  const file = Buffer.from(photo.payload.toString('latin1').replace('name="file"', 'name="photo"'), 'latin1');
  return { payload: Buffer.concat([text, file]), headers: photo.headers };
}

/** A reservation at the caller's location (guest A's stay for the first location and for callers without staff). */
async function reservationAt(world: RoleAccessWorld, caller: Caller): Promise<string> {
  const locationId = caller.staff?.locationId;
  if (!locationId || locationId === world.location.id) return world.stay.id;
  const row = await world.ctx.db.selectFrom('reservations').select('id').where('location_id', '=', locationId).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

async function answered<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`Setting up a sample failed: ${done.statusCode} ${done.body}`);
  return done.json() as T;
}

/** A new complaint about guest A's stay, filed by the first location's management. */
async function newComplaint(world: RoleAccessWorld): Promise<number> {
  const payload = { subject: 'The heating makes a noise', reservation: world.stay.id };
  const url = '/api/employee/complaint/create';
  return (await answered<{ nmbr: number }>(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url, payload }))).nmbr;
}

const sharedComplaints = new WeakMap<RoleAccessWorld, Promise<number>>();
/** One complaint for the calls that only read or add to it. */
function sharedComplaint(world: RoleAccessWorld): Promise<number> {
  let nmbr = sharedComplaints.get(world);
  if (!nmbr) {
    nmbr = newComplaint(world);
    sharedComplaints.set(world, nmbr);
  }
  return nmbr;
}

let windows = 0;
/** An hour no other sample appointment takes (weeks ahead, so the real clock never reaches it). */
function freeWindow(): { appointmentstart: string; appointmentend: string } {
  windows += 1;
  const start = Date.UTC(2100, 0, 1) + windows * 2 * 60 * 60 * 1000;
  return { appointmentstart: new Date(start).toISOString(), appointmentend: new Date(start + 60 * 60 * 1000).toISOString() };
}

/** A new appointment on the complaint, for the first location's management. */
async function newAppointment(world: RoleAccessWorld, complaintnmbr: number): Promise<number> {
  const url = `/api/employee/complaint/${complaintnmbr}/appointments`;
  return (await answered<{ nmbr: number }>(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url, payload: freeWindow() }))).nmbr;
}

/** A slot long past: it never makes anyone unavailable for the other samples' appointments. */
const PAST_SLOT = { repeat: 'once', kind: 'unavailable', start: '2000-01-01T09:00:00.000Z', end: '2000-01-01T17:00:00.000Z' } as const;

/** A new availability slot of the caller's own (staff), or of the first location's management for the other callers. */
async function slotOf(world: RoleAccessWorld, caller: Caller): Promise<number> {
  const token = caller.staff?.token ?? world.staff.MANAGEMENT.token;
  return (await answered<{ nmbr: number }>(world.call(token, { method: 'POST', url: '/api/employee/availabilty/create', payload: PAST_SLOT }))).nmbr;
}

const sampleProduct = (productkey: string, categoryId: string) => ({
  productkey,
  name: 'Breakfast',
  categoryId,
  price: 7.95,
  vatRate: 9,
  img: '/products/breakfast.svg',
});

/** A new shop category, made by the management member whose token this is (at their location). */
async function newCategory(world: RoleAccessWorld, token: string): Promise<string> {
  const url = '/api/employee/webshopcategory';
  return (await answered<{ _id: string }>(world.call(token, { method: 'POST', url, payload: { name: 'Food', group: 'food' } })))._id;
}

const sharedProducts = new WeakMap<RoleAccessWorld, Promise<{ productkey: string; categoryId: string }>>();

/** One product of the first location's shop, created once per world by its management. */
function sharedProduct(world: RoleAccessWorld): Promise<{ productkey: string; categoryId: string }> {
  let product = sharedProducts.get(world);
  if (!product) {
    product = (async () => {
      const categoryId = await newCategory(world, world.staff.MANAGEMENT.token);
      const url = '/api/employee/product';
      await answered(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url, payload: sampleProduct('breakfast', categoryId) }));
      return { productkey: 'breakfast', categoryId };
    })();
    sharedProducts.set(world, product);
  }
  return product;
}

const sharedOrders = new WeakMap<RoleAccessWorld, Promise<number>>();

/** Guest A's cart (their booking gets a relation first: without one no order can be made). */
function sharedOrder(world: RoleAccessWorld): Promise<number> {
  let order = sharedOrders.get(world);
  if (!order) {
    order = (async () => {
      await updateReservation(world.ctx.db, world.stay.id, { relation_erp_uid: 'R-ROLE-ACCESS', relation_name: 'Role Access' });
      const url = '/api/guest/order/open?orCreate=true';
      return (await answered<{ order: { nmbr: number } }>(world.call(world.guest.token, { method: 'GET', url }))).order.nmbr;
    })();
    sharedOrders.set(world, order);
  }
  return order;
}

const sharedPayments = new WeakMap<RoleAccessWorld, Promise<number>>();

/** A payment of guest A's cart, started by guest A (a breakfast in the cart first, so there is something to pay). */
function sharedPayment(world: RoleAccessWorld): Promise<number> {
  let payment = sharedPayments.get(world);
  if (!payment) {
    payment = (async () => {
      const ordernmbr = await sharedOrder(world);
      await world.call(world.guest.token, { method: 'POST', url: `/api/guest/order/${ordernmbr}/delivery`, payload: await breakfastToday(world) });
      const paid = await world.call(world.guest.token, { method: 'POST', url: `/api/guest/order/${ordernmbr}/pay`, payload: { method: 'ideal' } });
      if (paid.statusCode === 200) return paid.json<{ payment: { nmbr: number } }>().payment.nmbr;
      const latest = await world.ctx.db.selectFrom('payments').select('nmbr').where('order_nmbr', '=', ordernmbr).orderBy('nmbr', 'desc').executeTakeFirst();
      if (!latest) throw new Error(`Setting up the role-access world failed: no payment (${paid.statusCode} ${paid.body})`);
      return latest.nmbr;
    })();
    sharedPayments.set(world, payment);
  }
  return payment;
}

/** A delivery add payload for one breakfast today (a day of guest A's stay). */
async function breakfastToday(world: RoleAccessWorld) {
  const { productkey } = await sharedProduct(world);
  return { productkey, quantity: 1, deliverydate: new Date().toISOString() };
}

const lastDeliveries = new WeakMap<RoleAccessWorld, { ordernmbr: number; deliverynmbr: number }>();

/**
 * A delivery in guest A's cart: a new one for guest A's own call (which may remove it); every other caller gets the
 * last one made, so a refused call is checked against data made before it (the last one there when a payment locks
 * the cart).
 */
async function deliveryFor(world: RoleAccessWorld, caller: Caller): Promise<{ ordernmbr: number; deliverynmbr: number }> {
  const last = lastDeliveries.get(world);
  if (last && caller.name !== 'GUEST') return last;
  const ordernmbr = await sharedOrder(world);
  const url = `/api/guest/order/${ordernmbr}/delivery`;
  const added = await world.call(world.guest.token, { method: 'POST', url, payload: await breakfastToday(world) });
  const view = (added.statusCode === 200 ? added.json() : await answered(world.call(world.guest.token, { method: 'GET', url: `/api/guest/order/${ordernmbr}` }))) as {
    orderdeliveries: { nmbr: number }[];
  };
  const delivery = { ordernmbr, deliverynmbr: Math.max(1, ...view.orderdeliveries.map((row) => row.nmbr)) };
  lastDeliveries.set(world, delivery);
  return delivery;
}
