import type { Kysely, Transaction } from 'kysely';
import type { AccountsTable } from './tables/accounts';
import type { EmployeesTable } from './tables/employees';
import type { LocationsTable } from './tables/locations';
import type { PersonsTable } from './tables/persons';
import type { RefreshTokensTable } from './tables/refresh-tokens';
import type { ReservationsTable } from './tables/reservations';
import type { SessionsTable } from './tables/sessions';
import type { SettingsTable } from './tables/settings';
import type { SystemSecretsTable } from './tables/system-secrets';
import type { AccommodationsTable, ReservationAccommodationsTable } from './tables/accommodations';
import type { GuideProfilesTable } from './tables/guide-profiles';
import type { InvitesTable } from './tables/invites';
import type { MailOutboxTable } from './tables/mail-outbox';
import type {
  QuestionnaireAnswersTable,
  QuestionnaireOptionsTable,
  QuestionnaireQuestionsTable,
  QuestionnairesTable,
} from './tables/questionnaires';
import type { RatingsTable } from './tables/ratings';
import type { RateLimitsTable } from './tables/rate-limits';
import type { UploadBudgetsTable } from './tables/upload-budgets';
import type { IdempotentRepliesTable } from './tables/idempotent-replies';
import type { ReservationCheckAttemptsTable } from './tables/reservation-check-attempts';
import type { ReservationDetailsColumns } from './tables/reservation-details';
import type { ReservationGuestsTable } from './tables/reservation-guests';
import type { DomoticasTable } from './tables/domoticas';

import type { ChatRemindersTable } from './tables/chat-reminders';
import type { ChatSuggestionsTable } from './tables/chat-suggestions';
import type {
  ChatAttachmentsTable,
  ChatMembersTable,
  ChatMentionsTable,
  ChatMessagesTable,
  ChatMessageTranslationsTable,
  ChatReadStateTable,
  ChatsTable,
} from './tables/chats';
import type { NotificationOutboxTable } from './tables/notification-outbox';
import type { NotificationOptOutsTable } from './tables/notification-opt-outs';
import type { PushSubscriptionsTable } from './tables/push-subscriptions';
import type { RealtimeOverflowTable } from './tables/realtime-overflow';
import type { RealtimeInstancesTable, RealtimePresenceTable } from './tables/realtime-presence';
import type { AppointmentsTable, ComplaintNotesTable, ComplaintsTable } from './tables/complaints';
import type { AvailabilitySlotsTable } from './tables/availability-slots';
import type { ReservationFeedEventsTable, ReservationFeedsTable } from './tables/reservation-feeds';
import type { OrderDeliveriesTable, OrderPaymentCreditsTable, OrdersTable, RentalDayClaimsTable } from './tables/orders';
import type { ProductOptionsTable, ProductsTable, WebshopCategoriesTable } from './tables/catalogue';
import type { RentalDamageReportsTable, RentalsTable } from './tables/rentals';
import type { PaymentRefundsTable, PaymentsTable, TestPspPaymentsTable } from './tables/payments';
import type { WeblinkCategoriesTable, WeblinkSharesTable, WeblinksTable } from './tables/weblinks';
import type { AnnouncementAcceptancesTable, AnnouncementChaptersTable, AnnouncementsTable } from './tables/announcements';
import type { BugReportsTable } from './tables/bug-reports';
import type { SavedRepliesTable } from './tables/saved-replies';
import type { CheckOutSettingsTable, CheckOutsTable, HousekeepingDaysTable } from './tables/check-outs';
import type { DoorKeysTable } from './tables/door-keys';
import type { ClimateActionsTable, ClimateEnergyTable, ClimateMetersTable, ClimateRulesTable, SuiteWarmUpTable } from './tables/climate';
import type { EmailVerificationsTable } from './tables/email-verifications';
import type { PasswordResetsTable } from './tables/password-resets';
import type { PmsApiKeysTable, PmsReservationsTable } from './tables/pms';
import type { WebhookDeliveriesTable, WebhooksTable } from './tables/webhooks';
/**
 * Every table has one owning module: only the owner writes it and holds its lookups (other modules call the
 * owner's index.ts; read-only joins for a list or view may span tables).
 *
 *   identity       persons, accounts, employees, guide_profiles
 *   auth           sessions, refresh_tokens, email_verifications, password_resets
 *   locations      locations
 *   settings       settings
 *   reservation    reservations, reservation_guests, invites, reservation_check_attempts
 *   suite          accommodations, reservation_accommodations, domoticas
 *   door-access    door_keys
 *   questionnaire  questionnaires, questionnaire_questions, questionnaire_options, questionnaire_answers
 *   rating         ratings
 *   chat           chats, chat_members, chat_messages, chat_mentions, chat_read_state, chat_attachments,
 *                  chat_suggestions, chat_reminders, chat_message_translations
 *   reservation-import  reservation_feeds, reservation_feed_events
 *   complaint      complaints, complaint_notes, appointments
 *   availability   availability_slots
 *   order          orders, order_deliveries, order_payment_credits, rental_day_claims
 *   catalogue      webshop_categories, products, product_options
 *   rental         rentals, rental_damage_reports
 *   payment        payments, payment_refunds
 *   weblink        weblink_categories, weblinks, weblink_shares
 *   announcement   announcements, announcement_chapters, announcement_acceptances
 *   bug-report     bug_reports
 *   saved-reply    saved_replies
 *   check-out      check_outs, check_out_settings, housekeeping_days
 *   pms            pms_api_keys, pms_reservations
 *   webhook        webhooks, webhook_deliveries
 *   platform/mail      mail_outbox
 *   platform/push      notification_outbox, push_subscriptions
 *   push           notification_opt_outs
 *   platform/payments  test_psp_payments
 *   platform/realtime  realtime_overflow, realtime_instances, realtime_presence
 *   security       system_secrets
 *   plugins/rate-limit  rate_limits
 *   plugins/idempotency  idempotent_replies
 *   storage        upload_budgets
 *
 * Modules live in src/modules/<name>; the cross-cutting services (clock, mail, push, realtime, devices) in
 * src/platform. guide-selection and demo own no table.
 */
export interface Database {
  locations: LocationsTable;
  employees: EmployeesTable;
  persons: PersonsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  settings: SettingsTable;
  system_secrets: SystemSecretsTable;
  reservations: ReservationsTable & ReservationDetailsColumns;
  accommodations: AccommodationsTable;
  reservation_accommodations: ReservationAccommodationsTable;
  reservation_guests: ReservationGuestsTable;
  invites: InvitesTable;
  guide_profiles: GuideProfilesTable;
  questionnaires: QuestionnairesTable;
  questionnaire_questions: QuestionnaireQuestionsTable;
  questionnaire_options: QuestionnaireOptionsTable;
  questionnaire_answers: QuestionnaireAnswersTable;
  ratings: RatingsTable;
  mail_outbox: MailOutboxTable;
  reservation_check_attempts: ReservationCheckAttemptsTable;
  domoticas: DomoticasTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_message_translations: ChatMessageTranslationsTable;
  chat_mentions: ChatMentionsTable;
  chat_read_state: ChatReadStateTable;
  chat_attachments: ChatAttachmentsTable;
  chat_suggestions: ChatSuggestionsTable;
  chat_reminders: ChatRemindersTable;
  notification_outbox: NotificationOutboxTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_opt_outs: NotificationOptOutsTable;
  realtime_overflow: RealtimeOverflowTable;
  realtime_instances: RealtimeInstancesTable;
  realtime_presence: RealtimePresenceTable;
  rate_limits: RateLimitsTable;
  upload_budgets: UploadBudgetsTable;
  idempotent_replies: IdempotentRepliesTable;
  complaints: ComplaintsTable;
  complaint_notes: ComplaintNotesTable;
  appointments: AppointmentsTable;
  availability_slots: AvailabilitySlotsTable;
  reservation_feeds: ReservationFeedsTable;
  reservation_feed_events: ReservationFeedEventsTable;
  orders: OrdersTable;
  order_deliveries: OrderDeliveriesTable;
  order_payment_credits: OrderPaymentCreditsTable;
  rental_day_claims: RentalDayClaimsTable;
  webshop_categories: WebshopCategoriesTable;
  products: ProductsTable;
  product_options: ProductOptionsTable;
  rentals: RentalsTable;
  rental_damage_reports: RentalDamageReportsTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  test_psp_payments: TestPspPaymentsTable;
  weblink_categories: WeblinkCategoriesTable;
  weblinks: WeblinksTable;
  weblink_shares: WeblinkSharesTable;
  announcements: AnnouncementsTable;
  announcement_chapters: AnnouncementChaptersTable;
  announcement_acceptances: AnnouncementAcceptancesTable;
  bug_reports: BugReportsTable;
  saved_replies: SavedRepliesTable;
  check_outs: CheckOutsTable;
  check_out_settings: CheckOutSettingsTable;
  housekeeping_days: HousekeepingDaysTable;
  door_keys: DoorKeysTable;
  climate_rules: ClimateRulesTable;
  climate_actions: ClimateActionsTable;
  suite_warm_up: SuiteWarmUpTable;
  climate_energy: ClimateEnergyTable;
  climate_meters: ClimateMetersTable;
  pms_api_keys: PmsApiKeysTable;
  pms_reservations: PmsReservationsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type Db = Kysely<Database>;
/** What repositories take: the database or a transaction on it. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
