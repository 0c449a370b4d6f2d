import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf } from '../dialect';
import * as createLocations from './0001_create_locations';
import * as createReservations from './0002_create_reservations';
import * as createPeople from './0003_create_people';
import * as createAuthTables from './0004_create_auth_tables';
import * as createSettings from './0005_create_settings';
import * as createAccommodations from './0100_create_accommodations';
import * as extendReservations from './0101_extend_reservations';
import * as createReservationGuests from './0102_create_reservation_guests';
import * as createInvites from './0103_create_invites';
import * as createGuideProfiles from './0104_create_guide_profiles';
import * as createQuestionnaires from './0105_create_questionnaires';
import * as createRatings from './0106_create_ratings';
import * as createMailOutbox from './0107_create_mail_outbox';
import * as createReservationCheckAttempts from './0108_create_reservation_check_attempts';
import * as createDomotics from './0110_create_domotics';
import * as createChats from './0200_create_chats';
import * as createChatSuggestionsAndReminders from './0201_create_chat_suggestions_and_reminders';
import * as createNotificationOutbox from './0202_create_notification_outbox';
import * as addRefreshTokenSuccessor from './0300_add_refresh_token_successor';
import * as createRateLimits from './0301_create_rate_limits';
import * as addChatHelpRequest from './0310_add_chat_help_request';
import * as addStaffReservationIndexes from './0400_add_staff_reservation_indexes';
import * as addSuitePositionIndex from './0401_add_suite_position_index';
import * as createComplaints from './0410_create_complaints';
import * as createAvailabilitySlots from './0411_create_availability_slots';
import * as createReservationFeeds from './0420_create_reservation_feeds';
import * as createCatalogue from './0500_create_catalogue';
import * as createOrders from './0510_create_orders';
import * as createPayments from './0520_create_payments';
import * as createTestPspPayments from './0521_create_test_psp_payments';
import * as createRentals from './0530_create_rentals';
import * as createWeblinks from './0600_create_weblinks';
import * as addAccountLifecycle from './0700_add_account_lifecycle';
import * as createAnnouncements from './0710_create_announcements';
import * as createBugReports from './0720_create_bug_reports';
import * as createPushSubscriptions from './0730_create_push_subscriptions';
import * as createNotificationOptOuts from './0731_create_notification_opt_outs';
import * as addChatListIndexes from './0800_add_chat_list_indexes';
import * as addReservationActivationCode from './0810_add_reservation_activation_code';
import * as createUploadBudgets from './0840_create_upload_budgets';
import * as addChatAttachmentSentAt from './0841_add_chat_attachment_sent_at';
import * as addOutboxUnsentIndexes from './0850_add_outbox_unsent_indexes';
import * as createIdempotentReplies from './0860_create_idempotent_replies';
import * as addChatPrivateNotes from './0870_add_chat_private_notes';
import * as addComplaintReviewReason from './0880_add_complaint_review_reason';
import * as addDeliveryTimes from './0890_add_delivery_times';
import * as addLocationContentLanguage from './0900_add_location_content_language';
import * as addContentLanguages from './0910_add_content_languages';
import * as addContentTranslations from './0920_add_content_translations';
import * as createSavedReplies from './0930_create_saved_replies';
import * as createChatMessageTranslations from './0940_create_chat_message_translations';
import * as carryReaderLanguage from './0950_carry_reader_language';
import * as addDeviceNameLanguages from './0960_add_device_name_languages';
import * as addDeviceEndpoint from './0990_add_device_endpoint';
import * as createCheckOuts from './1020_create_check_outs';
import * as createDoorKeys from './1021_create_door_keys';
import * as createClimateTables from './1030_create_climate_tables';
import * as addDeliveryLocation from './1050_add_delivery_location';
import * as addStatusToReservationListIndexes from './1051_add_status_to_reservation_list_indexes';
import * as createRealtimePresence from './1080_create_realtime_presence';
import * as addScopeToChatActivityIndex from './1090_add_scope_to_chat_activity_index';
import * as addReservationFeedChannels from './1000_add_reservation_feed_channels';
import * as createPmsApiKeys from './1010_create_pms_api_keys';
import * as createWebhooks from './1011_create_webhooks';
import * as addPaymentReversals from './0980_add_payment_reversals';

/** Every migration, in order. Add new ones at the end; never rename or edit an applied one. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_create_locations': createLocations,
  '0002_create_reservations': createReservations,
  '0003_create_people': createPeople,
  '0004_create_auth_tables': createAuthTables,
  '0005_create_settings': createSettings,
  '0100_create_accommodations': createAccommodations,
  '0101_extend_reservations': extendReservations,
  '0102_create_reservation_guests': createReservationGuests,
  '0103_create_invites': createInvites,
  '0104_create_guide_profiles': createGuideProfiles,
  '0105_create_questionnaires': createQuestionnaires,
  '0106_create_ratings': createRatings,
  '0107_create_mail_outbox': createMailOutbox,
  '0108_create_reservation_check_attempts': createReservationCheckAttempts,
  '0110_create_domotics': createDomotics,
  '0200_create_chats': createChats,
  '0201_create_chat_suggestions_and_reminders': createChatSuggestionsAndReminders,
  '0202_create_notification_outbox': createNotificationOutbox,
  '0300_add_refresh_token_successor': addRefreshTokenSuccessor,
  '0301_create_rate_limits': createRateLimits,
  '0310_add_chat_help_request': addChatHelpRequest,
  '0400_add_staff_reservation_indexes': addStaffReservationIndexes,
  '0401_add_suite_position_index': addSuitePositionIndex,
  '0410_create_complaints': createComplaints,
  '0411_create_availability_slots': createAvailabilitySlots,
  '0420_create_reservation_feeds': createReservationFeeds,
  '0500_create_catalogue': createCatalogue,
  '0510_create_orders': createOrders,
  '0520_create_payments': createPayments,
  '0521_create_test_psp_payments': createTestPspPayments,
  '0530_create_rentals': createRentals,
  '0600_create_weblinks': createWeblinks,
  '0700_add_account_lifecycle': addAccountLifecycle,
  '0710_create_announcements': createAnnouncements,
  '0720_create_bug_reports': createBugReports,
  '0730_create_push_subscriptions': createPushSubscriptions,
  '0731_create_notification_opt_outs': createNotificationOptOuts,
  '0800_add_chat_list_indexes': addChatListIndexes,
  '0810_add_reservation_activation_code': addReservationActivationCode,
  '0840_create_upload_budgets': createUploadBudgets,
  '0841_add_chat_attachment_sent_at': addChatAttachmentSentAt,
  '0850_add_outbox_unsent_indexes': addOutboxUnsentIndexes,
  '0860_create_idempotent_replies': createIdempotentReplies,
  '0870_add_chat_private_notes': addChatPrivateNotes,
  '0880_add_complaint_review_reason': addComplaintReviewReason,
  '0890_add_delivery_times': addDeliveryTimes,
  '0900_add_location_content_language': addLocationContentLanguage,
  '0910_add_content_languages': addContentLanguages,
  '0920_add_content_translations': addContentTranslations,
  '0930_create_saved_replies': createSavedReplies,
  '0940_create_chat_message_translations': createChatMessageTranslations,
  '0950_carry_reader_language': carryReaderLanguage,
  '0960_add_device_name_languages': addDeviceNameLanguages,
  '0990_add_device_endpoint': addDeviceEndpoint,
  '1020_create_check_outs': createCheckOuts,
  '1021_create_door_keys': createDoorKeys,
  '1030_create_climate_tables': createClimateTables,
  '1050_add_delivery_location': addDeliveryLocation,
  '1051_add_status_to_reservation_list_indexes': addStatusToReservationListIndexes,
  '1000_add_reservation_feed_channels': addReservationFeedChannels,
  '1010_create_pms_api_keys': createPmsApiKeys,
  '1011_create_webhooks': createWebhooks,
  '0980_add_payment_reversals': addPaymentReversals,
  '1080_create_realtime_presence': createRealtimePresence,
  '1090_add_scope_to_chat_activity_index': addScopeToChatActivityIndex,
};

/** Static provider: no filesystem scanning, so it works the same under tsx, Vitest and bundlers. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export interface MigrationSummary {
  applied: string[];
}

/** Brings the schema up to date. Safe to run from several instances at once (Kysely takes a lock). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationSummary> {
  // Kysely looks for its own tables in every schema; name ours so parallel schemas (tests) do not see each other's.
  const migrationTableSchema =
    dialectOf(db) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return { applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}

/** The newest migration this code knows (Kysely applies them in the order of their names). */
export const NEWEST_MIGRATION: string = Object.keys(MIGRATIONS).sort().at(-1) ?? '';

/** The newest migration applied to the database; throws while Kysely's migration table does not exist. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function newestAppliedMigration(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name;
}
