/**
 * The server's seeding entry (`@stay/server/seeding`): everything the demo workspace (`packages/demo`) reads and writes
 * through. Each function belongs to the module that owns its tables; the bulk loader is a database-level facility
 * over the modules' bulk table descriptions. The demo holds no SQL and no table name of its own.
 */
export type { Db, DbOrTrx } from './db/database';
export {
  analyzeTables,
  BulkWriter,
  dropForeignKeys,
  dropSecondaryIndexes,
  enlargePageCache,
  foldWriteAheadLog,
  maxNumber,
  restoreForeignKeys,
  restoreIndexes,
  restorePageCache,
  syncNumberSequences,
  type BulkTable,
  type BulkValue,
} from './db/bulk-load';
export type { ConnectorName } from './platform/devices/port';
export { hashPassword } from './security/passwords';
export { renderSvgAsPng } from './storage/render-svg';

export {
  suiteBulkTables,
  findSuiteIdsOf,
  findSuitesAt,
  insertSuites,
  insertDevices,
  replaceReservationSuites,
  type NewDevice,
} from './modules/suite';
export { claimClimateAction, insertClimateRulesIfMissing, insertEnergyIfMissing } from './modules/climate';
export { findAnnouncements, insertAnnouncement, insertAnnouncementAcceptance, replaceAnnouncementChapters } from './modules/announcement';
export { findAvailabilitySlots, insertAvailabilitySlot } from './modules/availability';
export {
  catalogueBulkTables,
  findCatalogueCategories,
  findSellableProducts,
  insertCatalogueCategory,
  insertCatalogueProduct,
  productKeyExists,
  replaceProductOptions,
} from './modules/catalogue';
export {
  advanceReadMark,
  appendMessage,
  chatBulkTables,
  findChat,
  findChatByReservation,
  findSuggestion,
  insertChat,
  insertMember,
  insertSuggestion,
  internalChatExists,
  openReservationChat,
  updateChat,
  upsertPendingReminder,
  type ChatRow,
} from './modules/chat';
export {
  complaintBulkTables,
  complaintCreationDate,
  findComplaintObjects,
  hasComplaintsAt,
  insertAppointment,
  insertComplaint,
  insertComplaintNote,
  recordComplaintResolved,
  recordComplaintReview,
  sanitizeComplaintNote,
  updateComplaint,
} from './modules/complaint';
export {
  findAccountByEmail,
  hasAnyAccount,
  identityBulkTables,
  insertAccounts,
  insertStaffMembers,
  insertGuest,
  listStaffMembers,
  listLocationStaffMembers,
  setActiveReservation,
  setGuidePortraitOnce,
  upsertGuideProfile,
} from './modules/identity';
export { insertLocationIfMissing, locationExists, locationsBulkTable } from './modules/locations';
export {
  createRentalsOf,
  creditPayment,
  findDeliveriesOf,
  findOrder,
  findOrdersOf,
  insertDelivery,
  insertOrder,
  moveState,
  orderBulkTables,
  recomputeTotal,
  timeZoneOf,
} from './modules/order';
export { paymentsBulkTable } from './modules/payment';
export { findAnswersOf, findQuestionnaire, replaceAnswers, saveQuestionnaire } from './modules/questionnaire';
export { ratingsBulkTable, upsertRating } from './modules/rating';
export {
  findGuestsOfReservation,
  findReservationById,
  hashActivationCode,
  linkMainGuestOnce,
  linkMainGuests,
  listReservationsAt,
  reservationBulkTables,
  setMainGuestIfNone,
  updateReservation,
  upsertReservation,
} from './modules/reservation';
export { insertSettings } from './modules/settings';
export { saveCheckOut, saveCheckOutSettings, saveHousekeepingDay } from './modules/check-out';
export { saveDoorKey, type DoorKeyRow } from './modules/door-access';
export { findWeblinkCategories, findWeblinks, insertWeblink, insertWeblinkCategory } from './modules/weblink';
export { findSavedReplyIds, insertSavedReply } from './modules/saved-reply';
