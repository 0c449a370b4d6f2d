/**
 * The error catalogue as data. Every failing request answers `{ code, message }` with the status given here;
 * the app shows the code as a toast or an alert. Codes are the wire's, spelling included.
 * Alert messages may hold `{phone}`, filled with the session's emergency phone label.
 */
import { z } from 'zod';

export type ErrorKind = 'toast' | 'alert';

export interface CatalogueEntry {
  kind: ErrorKind;
  message: string;
  status: number;
}

const GUEST_SERVICE = 'An error occured, please contact our guest service';
const INCORRECT_CREDENTIALS = 'Incorrect credentials';
const LOGIN_EXPIRED = 'Login has expired';
const UNEXPECTED = 'An unexpected error occurred';
export const GENERIC_ERROR_MESSAGE = 'An error has occurred';
export const SERVER_ERROR_ALERT = { header: 'Server error', message: UNEXPECTED } as const;

const toast = (message: string, status: number): CatalogueEntry => ({ kind: 'toast', message, status });
const alert = (message: string, status: number): CatalogueEntry => ({ kind: 'alert', message, status });

export const ERROR_CATALOGUE = {
  // Toasts
  MYB_NOT_FOUND: toast(GUEST_SERVICE, 404),
  MYB_OFFLINE: toast(GUEST_SERVICE, 503),
  PASSWORD_MISMATCH: toast('Passwords do not match', 400),
  INCORRECT_PASSWORD: toast(INCORRECT_CREDENTIALS, 400),
  MISSING_CREDENTIALS: toast(INCORRECT_CREDENTIALS, 400),
  INVALID_CREDENTIALS: toast(INCORRECT_CREDENTIALS, 401),
  NO_EMAIL: toast('No username', 400),
  NO_PASSWORD: toast('No password', 400),
  EMAIL_TAKEN: toast('Username is already in use', 409),
  UNAUTHORIZED: toast('Not authorized', 403),
  NO_CREDENTIALS: toast('No credentials', 401),
  SESSION_NOT_FOUND: toast(LOGIN_EXPIRED, 401),
  REFRESHTOKEN_EXPIRED: toast(LOGIN_EXPIRED, 401),
  ORDER_NOT_FOUND: toast('Order not found', 404),
  CHAT_NOT_FOUND: toast('Chat not found', 404),
  RESERVATION_NOT_FOUND: toast('Reservation not found', 404),
  LOCATION_NOT_FOUND: toast(UNEXPECTED, 404),
  UNEXPECTED_ERROR: toast(UNEXPECTED, 500),

  // Alerts with an Ok button
  NO_RELATION_FOUND: alert(
    'There is a problem with your account: an order cannot be created. Please contact the provider at {phone}.',
    409,
  ),
  ORDER_NOT_YOURS: alert('This order does not belong to your reservation.', 403),
  RESERVATION_ALREADY_REGISTERD: alert(
    'This reservation is already linked to an account. Ask the account administrator to add you as an extra guest.',
    409,
  ),
  USER_HAS_ACTIVE_RESERVATION: alert(
    'This account already has an active reservation. Please use a new or different account.',
    409,
  ),
  MAIL_ERROR: alert('The mail could not be sent. Please try again, otherwise contact the provider.', 502),
  ORDER_ALREADY_DONE: alert('Your order is already being processed. Please contact your guide.', 409),
  EXPIRED_RESET_CODE: alert('This reset code has expired. Please request a new one.', 400),
  INVALID_RESET_CODE: alert('This reset code is not valid. Please check the code in the mail.', 400),
  RESET_CODE_LOCKED: alert(
    'Too many codes were tried for this address. Password reset is paused for a day; you can still sign in with your password.',
    400,
  ),
  EXPIRED_RESET_HASH: alert('This reset link is no longer valid. Please restart the reset procedure.', 400),
  INVALID_RESET_HASH: alert('This reset link is no longer valid. Please restart the reset procedure.', 400),
  INVALID_INVITE: alert('This invite link is no longer valid. Please ask the main guest to send a new invite.', 400),
  EXPIRED_INVITE: alert('This invite has expired. Please ask the main guest to send a new invite.', 400),
  OUTSIDE_RESERVATION_TIME_WINDOW: alert('Your reservation has ended or has not started yet.', 403),
  DOMOTICA_NOT_IN_ACCOMMODATION: alert('This object is not part of your suite.', 403),
  DOMOTICA_NOT_FOUND: alert('This object could not be found. Please restart the app or contact the provider.', 404),
  APICONNECTOR_NOT_FOUND: alert('We cannot connect to the API of this object.', 502),
  INVALID_API_COMMAND: alert('We cannot connect to the API of this object.', 400),
  DEVICE_REFUSED_COMMAND: alert('This device refused the command. Please try again, or contact the provider if it keeps refusing.', 502),
  DEVICE_BRIDGE_OFFLINE: alert('The smart-home hub of this suite is offline. Please contact the provider at {phone}.', 503),
  TEMPERATURE_OUTSIDE_GUEST_RANGE: toast('Please choose a temperature within the range this suite allows.', 400),
  DEVICE_ALREADY_ADDED: toast('This device is already in a suite. Remove it there first.', 409),
  SUITE_NOT_FOUND: toast('Suite not found', 404),
  RESERVATION_ENDED: alert('Your reservation has ended. Please link a new reservation.', 410),
  ALREADY_RATED: toast('You have already rated your guide for this stay. Thank you!', 409),
  STAY_NOT_ENDED: toast('You can rate your stay once it has ended.', 409),
  COMPLAINT_NOT_FOUND: toast('Complaint not found', 404),
  COMPLAINT_ALREADY_REVIEWED: toast('This complaint has already been approved or declined', 409),
  COMPLAINT_ALREADY_RESOLVED: toast('This complaint has already been resolved', 409),
  APPOINTMENT_NOT_FOUND: toast('Appointment not found', 404),
  APPOINTMENT_EMPLOYEE_UNAVAILABLE: alert('This staff member is not available at that time. Please choose another time or colleague.', 409),
  APPOINTMENT_OVERLAP: alert('This staff member already has an appointment at that time. Please choose another time.', 409),
  APPOINTMENT_START_PASSED: alert('This start time has passed. Please choose a later time.', 422),
  AVAILABILITY_NOT_FOUND: toast('Availability not found', 404),
  DELIVERY_NOT_FOUND: toast('Delivery not found', 404),
  DELIVERY_OUTSIDE_STAY: alert('Please choose a day of your stay for this delivery.', 422),
  DELIVERY_TIME_PASSED: alert('The delivery time on that day has passed. Please choose a later day.', 422),
  PRODUCT_SOLD_OUT: alert('This product is sold out on that day. Please choose another day.', 409),
  RENTAL_WINDOW_EXPIRED: alert('Your reservation of this rental has expired. Please refresh it or remove it from your cart.', 409),
  ORDER_NOT_PLACEABLE: alert('This order cannot be placed yet: it needs at least one delivery and nothing left to pay.', 409),
  PAYMENT_NOT_FOUND: toast('Payment not found', 404),
  ORDER_NOT_PAYABLE: alert('This order has nothing left to pay.', 409),
  PAYMENT_METHOD_UNAVAILABLE: toast('This payment method is not available. Please choose another one.', 400),
  PAYMENT_PROVIDER_ERROR: alert('The payment could not be started. Please try again in a moment.', 502),
  REFUND_TOO_LARGE: alert('This refund is more than what is left to refund on this order.', 409),
  REFUND_PROVIDER_ERROR: alert('The refund could not be made. Please try again in a moment.', 502),
  PRODUCT_NOT_FOUND: toast('This product is not available', 404),
  CATEGORY_NOT_FOUND: toast('Category not found', 404),
  PRODUCT_KEY_TAKEN: toast('Another product already uses this key', 409),
  PRODUCT_PHOTO_NOT_FOUND: toast('Photo not found', 404),
  RENTAL_NOT_FOUND: toast('Rental not found', 404),
  RENTAL_NOT_ACTIVE: alert('This rental is not active: its rental period has not started yet or is over.', 409),
  RENTAL_NOT_AT_STATION: alert('Bring the bike back to the bike station before ending the rental.', 409),
  RENTAL_PARTNER_UNAVAILABLE: alert('The bike rental service cannot be reached right now. Please try again in a moment.', 502),
  WEBLINK_NOT_FOUND: toast('Link not found', 404),
  WEBLINK_CATEGORY_NOT_FOUND: toast('Link category not found', 404),
  WEBLINK_URL_INVALID: toast('Please enter a web address starting with http:// or https://', 400),
  SAVED_REPLY_NOT_FOUND: toast('Saved reply not found', 404),
  ACCOMMODATION_NOT_FOUND: toast('Suite not found', 404),
  CHECK_OUT_NOT_OPEN: alert('Checking out opens on the morning of your departure day and closes at your departure time.', 409),
  CHECK_OUT_CHECKLIST_INCOMPLETE: toast('Please tick every item of the checklist first.', 400),
  RESERVATION_FEED_NOT_FOUND: toast('Feed not found', 404),
  RESERVATION_FEED_URL_INVALID: toast('Please enter a feed address starting with https://, http:// or webcal://', 400),
  RESERVATION_FEED_SUITE_NOT_FOUND: toast('Suite not found', 404),
  RESERVATION_FEED_EXISTS: toast('This suite already has this feed', 409),
  SAVED_REPLY_VARIABLE_UNKNOWN: toast('Use only the variables {firstname}, {suite}, {checkout} and {guide}', 400),
  WEBLINK_CATEGORY_NOT_EMPTY: alert('This category still holds links. Move or remove its links first.', 409),
  INVALID_VERIFICATION_TOKEN: alert('This verification link is no longer valid. Please request a new one from your profile.', 400),
  UNLINK_RESERVATION_FAILED: alert('Unable to unlink your reservation. Please contact the provider at {phone}.', 409),
  REMOVE_ACCOUNT_FAILED: alert('Unable to remove your account. Please contact the provider at {phone}.', 409),
  INVALID_IMAGE: toast('Please choose a PNG, JPEG or WebP image', 415),
  PROFILE_IMAGE_NOT_FOUND: toast('Picture not found', 404),
  GUIDE_NOT_FOUND: toast('Guide not found', 404),
  ANNOUNCEMENT_NOT_FOUND: toast('Announcement not found', 404),
  ANNOUNCEMENT_IN_USE: alert(
    'This announcement is published, or guests have accepted or read it, so it cannot be deleted. Unpublish it to hide it.',
    409,
  ),
  BUG_REPORT_NOT_FOUND: toast('Bug report not found', 404),
  UPLOAD_BUDGET_EXCEEDED: toast('You have sent a lot of files in the last hour. Please try again later.', 429),
  INSUFFICIENT_STORAGE: toast('Files cannot be received right now. Please try again later.', 507),
  IMAGE_TOO_LARGE: toast('This picture is too large. Please choose a smaller one.', 413),
  RICH_TEXT_TOO_LARGE: toast('This text is too long. Please shorten it or split it up.', 413),
  RICH_TEXT_TOO_DEEP: toast('This text nests too many quotes or lists. Please simplify its layout.', 400),
  REQUEST_IN_PROGRESS: toast('Your previous attempt is still being handled. Please check the result in a moment.', 409),
  IDEMPOTENCY_KEY_REUSED: toast(GENERIC_ERROR_MESSAGE, 422),
  PMS_API_KEY_NOT_FOUND: toast('API key not found', 404),
  WEBHOOK_NOT_FOUND: toast('Webhook not found', 404),
  WEBHOOK_URL_REFUSED: toast('Please enter a web address starting with http:// or https:// that can be reached from the internet', 400),

  // Codes of the PMS sync API: a system, not a person, reads them.
  API_KEY_INVALID: toast(GENERIC_ERROR_MESSAGE, 401),
  PMS_RESERVATION_NOT_FOUND: toast('Reservation not found', 404),
  PMS_SUITE_UNKNOWN: toast(GENERIC_ERROR_MESSAGE, 400),

  // Transport codes of our own; the app shows them as 'An error has occurred' if they ever reach a person.
  ACCESSTOKEN_EXPIRED: toast(GENERIC_ERROR_MESSAGE, 401),
  ACCESSTOKEN_INVALID: toast(GENERIC_ERROR_MESSAGE, 401),
  INVALID_INPUT: toast(GENERIC_ERROR_MESSAGE, 400),
  ROUTE_NOT_FOUND: toast(GENERIC_ERROR_MESSAGE, 404),
  PAYLOAD_TOO_LARGE: toast(GENERIC_ERROR_MESSAGE, 413),
  UNSUPPORTED_MEDIA_TYPE: toast(GENERIC_ERROR_MESSAGE, 415),
  TOO_MANY_REQUESTS: toast('Too many attempts. Please wait a moment and try again.', 429),
  SERVER_BUSY: toast('We are very busy right now. Please try again in a moment.', 503),
  SERVICE_UNAVAILABLE: toast('The service is briefly unavailable. Please try again in a moment.', 503),
  REQUEST_TIMEOUT: toast(GENERIC_ERROR_MESSAGE, 408),
  URI_TOO_LONG: toast(GENERIC_ERROR_MESSAGE, 414),
  HEADERS_TOO_LARGE: toast(GENERIC_ERROR_MESSAGE, 431),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export const errorBodySchema = z.object({ code: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);
}

/** What the app shows for a code: the catalogue entry, or a generic toast for any other code. */
export function describeError(code: unknown, phoneLabel?: string): { kind: ErrorKind; message: string } {
  if (!isErrorCode(code)) return { kind: 'toast', message: GENERIC_ERROR_MESSAGE };
  const { kind, message } = ERROR_CATALOGUE[code];
  return { kind, message: phoneLabel ? message.replaceAll('{phone}', phoneLabel) : message };
}

/** The body the server sends for a code. */
export function errorBody(code: ErrorCode, message?: string): ErrorBody {
  return { code, message: message ?? ERROR_CATALOGUE[code].message };
}
