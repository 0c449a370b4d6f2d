import { guestSuiteApi } from './suite';
import { managementAnnouncementApi, guestAnnouncementApi } from './announcement';
import { accountApi } from './account';
import { authApi } from './auth';
import { staffAvailabilityApi } from './availability';
import { managementBugReportApi, publicBugReportApi } from './bug-report';
import { staffChatSuggestionApi } from './chat-suggestion';
import { guestCatalogueApi, managementCatalogueApi, publicProductPhotoApi } from './catalogue';
import { staffChatApi } from './chat-staff';
import { guestChatApi } from './chat-guest';
import { staffChatMessageApi, guestChatMessageApi } from './chat-message';
import { staffComplaintApi } from './complaint';
import { guestDemoApi } from './demo';
import { publicHealthApi } from './health';
import { managementLocationApi } from './location';
import { guestOrderApi } from './order';
import { staffOrderDeliveryApi } from './order-delivery';
import type { Endpoint } from './endpoint';
import { staffGuidesApi, guestGuideSelectionApi } from './guide-selection';
import { staffGuideProfileApi } from './guide-profile';
import { staffProfileApi, guestProfileApi, publicProfileImageApi } from './profile';
import { managementQuestionnaireApi, staffQuestionnaireApi, guestQuestionnaireApi } from './questionnaire';
import { guestPaymentApi, publicPaymentWebhookApi, staffPaymentApi } from './payment';
import { staffNotificationSettingsApi, pushApi } from './push';
import { staffRatingApi, guestRatingApi } from './rating';
import { guestReservationApi } from './reservation';
import { guestRentalApi } from './rental';
import { staffSuiteApi, staffReservationApi } from './staff-reservation';
import { staffSavedReplyApi } from './saved-reply';
import { managementDeviceApi } from './device';
import { guestClimateApi, managementClimateApi } from './climate';
import { guestCheckOutApi, managementCheckOutApi, staffHousekeepingApi, staffStayStatusApi } from './check-out';
import { managementReservationFeedApi } from './reservation-feed';
import { managementPmsApi, managementWebhookApi, pmsReservationApi } from './pms';
import { staffLocationApi, guestWeblinkApi, staffWeblinkApi, staffWeblinkCategoryApi } from './weblink';

/**
 * Every endpoint group of the contract. A new group is added here the day it is declared: the server's
 * registration test and the generated role-access test walk this list, and the app's fake API accepts
 * only what it declares.
 */
export const endpointGroups = {
  authApi,
  accountApi,
  guestProfileApi,
  staffProfileApi,
  publicProfileImageApi,
  publicProductPhotoApi,
  guestSuiteApi,
  guestReservationApi,
  guestQuestionnaireApi,
  staffQuestionnaireApi,
  managementQuestionnaireApi,
  guestGuideSelectionApi,
  staffGuidesApi,
  staffGuideProfileApi,
  guestRatingApi,
  staffRatingApi,
  guestDemoApi,
  guestChatApi,
  guestChatMessageApi,
  staffChatApi,
  staffChatMessageApi,
  staffChatSuggestionApi,
  staffComplaintApi,
  staffAvailabilityApi,
  staffReservationApi,
  staffSuiteApi,
  managementDeviceApi,
  guestRentalApi,
  guestCatalogueApi,
  managementCatalogueApi,
  guestOrderApi,
  staffOrderDeliveryApi,
  guestPaymentApi,
  publicPaymentWebhookApi,
  staffPaymentApi,
  staffWeblinkApi,
  staffWeblinkCategoryApi,
  staffLocationApi,
  managementLocationApi,
  guestWeblinkApi,
  staffSavedReplyApi,
  guestCheckOutApi,
  managementCheckOutApi,
  staffHousekeepingApi,
  staffStayStatusApi,
  managementClimateApi,
  guestClimateApi,
  managementReservationFeedApi,
  guestAnnouncementApi,
  managementAnnouncementApi,
  pushApi,
  staffNotificationSettingsApi,
  publicBugReportApi,
  managementBugReportApi,
  publicHealthApi,
  pmsReservationApi,
  managementPmsApi,
  managementWebhookApi,
} as const;

/** Every endpoint of the contract, each once, as `{ name: 'group.key', endpoint }`. */
export const allEndpoints: readonly { name: string; endpoint: Endpoint }[] = Object.entries(endpointGroups).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([key, endpoint]) => ({ name: `${group}.${key}`, endpoint })),
);
