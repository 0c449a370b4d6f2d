import { guestAccommodationApi } from './accommodation';
import { announcementAdminApi, guestAnnouncementApi } from './announcement';
import { accountApi } from './account';
import { authApi } from './auth';
import { availabilityApi } from './availability';
import { bugReportAdminApi, bugReportApi } from './bug-report';
import { chatSuggestionApi } from './chat-suggestion';
import { guestCatalogueApi, managementCatalogueApi } from './catalogue';
import { employeeChatApi } from './chat-employee';
import { guestChatApi } from './chat-guest';
import { employeeChatMessageApi, guestChatMessageApi } from './chat-message';
import { complaintApi } from './complaint';
import { demoApi } from './demo';
import { healthApi } from './health';
import { guestOrderApi } from './order';
import { orderDeliveryApi } from './order-delivery';
import type { Endpoint } from './endpoint';
import { employeeGuidesApi, guideSelectionApi } from './guide-selection';
import { employeeProfileApi, guestProfileApi, profileImageApi } from './profile';
import { employeeQuestionnaireApi, guestQuestionnaireApi } from './questionnaire';
import { guestPaymentApi, paymentWebhookApi } from './payment';
import { notificationSettingsApi, pushApi } from './push';
import { employeeRatingApi, guestRatingApi } from './rating';
import { reservationApi } from './reservation';
import { rentalApi } from './rental';
import { employeeAccommodationApi, staffReservationApi } from './staff-reservation';
import { employeeLocationApi, guestWeblinkApi, weblinkApi, weblinkCategoryApi } from './weblink';

/**
 * Every endpoint group of the contract. A new group is added here the day it is declared: the server's
 * registration test and the generated role-access test walk this list, and the app's fake API accepts
 * only what it declares.
 */
export const endpointGroups = {
  authApi,
  accountApi,
  guestProfileApi,
  employeeProfileApi,
  profileImageApi,
  guestAccommodationApi,
  reservationApi,
  guestQuestionnaireApi,
  employeeQuestionnaireApi,
  guideSelectionApi,
  employeeGuidesApi,
  guestRatingApi,
  employeeRatingApi,
  demoApi,
  guestChatApi,
  guestChatMessageApi,
  employeeChatApi,
  employeeChatMessageApi,
  chatSuggestionApi,
  complaintApi,
  availabilityApi,
  staffReservationApi,
  employeeAccommodationApi,
  rentalApi,
  guestCatalogueApi,
  managementCatalogueApi,
  guestOrderApi,
  orderDeliveryApi,
  guestPaymentApi,
  paymentWebhookApi,
  weblinkApi,
  weblinkCategoryApi,
  employeeLocationApi,
  guestWeblinkApi,
  guestAnnouncementApi,
  announcementAdminApi,
  pushApi,
  notificationSettingsApi,
  bugReportApi,
  bugReportAdminApi,
  healthApi,
} as const;

/** Every endpoint of the contract, each once, as `{ name: 'group.key', endpoint }`. */
export const allEndpoints: readonly { name: string; endpoint: Endpoint }[] = Object.entries(endpointGroups).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([key, endpoint]) => ({ name: `${group}.${key}`, endpoint })),
);
