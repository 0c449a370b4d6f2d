/** Business constants and limits. Times are milliseconds unless the name says otherwise. */
export const APP_VERSION = '2.1.8';

export const APP_USE_THRESHOLD_DAYS = 5;
export const PAST_RESERVATION_DAYS = 2;
export const PROVISIONAL_RESERVATION_MAX_STATUS = 10;
export const OPEN_ORDER_MAX_STATE = 10;
export const PAID_ORDER_MIN_STATE = 50;

export const ANNOUNCEMENT_CHECK_INTERVAL_MS = 60_000;
export const CHAT_REFRESH_INTERVAL_MS = 120_000;
export const CHAT_REFRESH_DEBOUNCE_MS = 1_000;
export const CACHED_GUIDES_AND_MENTIONS_MAX_AGE_MS = 2 * 60 * 60 * 1000;
export const ORDER_CACHE_MAX_AGE_MS = 5 * 60 * 1000;
export const DELIVERY_HOUR = 12;
/** A product without a delivery time of its own is delivered at noon (DELIVERY_HOUR) on its day. */
export const DEFAULT_DELIVERY_TIME = '12:00';
/** A location's check-in and checkout (its `reservation.checkInTime` / `reservation.checkOutTime`) unless its settings say otherwise. */
export const DEFAULT_CHECK_IN_TIME = '15:00';
export const DEFAULT_CHECK_OUT_TIME = '10:00';
export const CHAT_FIRST_PAGE = 1;
/** Chats in this status (new: nobody has written yet) never show in the staff chat list, nor can it be filtered to them. */
export const CHAT_LIST_EXCLUDED_STATUS = 'N';

export const DEFAULT_EMERGENCY_PHONE = { label: '+31 (0)20 794 8390', href: 'tel:+31207948390' } as const;
export const DEFAULT_AGENDA_CODE = 'Bussy';
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

export const LOCAL_FLAG_DONT_SHOW_CONTROLS_DEMO = 'dont-show-controls-demo';
export const ERROR_DEDUPE_WINDOW_MS = 700;
export const TOAST_DURATION_MS = 2_000;
export const LOADING_DEFAULT_TEXT = 'Please wait...';
export const LOADING_MAX_DURATION_MS = 2_000;
export const UPDATE_CHECK_INTERVAL_MS = 60_000;
export const RELOAD_AFTER_UPDATE_ALERT_MS = 500;
export const OPEN_ORDER_EVENT_AFTER_PUSH_MS = 500;
export const PASSWORD_MIN_LENGTH = 6;
/**
 * Photos are redrawn at most this long on their longest side and encoded at this quality as the first of these types
 * the browser can encode: WebP, else JPEG (PNG would ignore the quality and can grow a photo).
 */
export const IMAGE_COMPRESSION = { quality: 0.6, longestSide: 1000, mimeTypes: ['image/webp', 'image/jpeg'] } as const;
/** The headings the rich-text editor offers, and the only ones stored: the page's own title is the h1. */
export const EDITOR_HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
export const THEME = { mode: 'md', spinner: 'dots' } as const;

/** The external user id a push subscription is filed under: `PER-<guest id>` for guests, `EMP-<staff id>` for staff. */
export const PUSH_ID_PREFIX = { guest: 'PER-', employee: 'EMP-' } as const;

/** Wire headers. */
export const HEADER = {
  appVersion: 'app-version',
  accessToken: 'accesstoken',
  refreshToken: 'refreshtoken',
  /**
   * One random key per logical write of a signed-in caller, the same on every resend of it: the server answers a
   * repeat with the first reply instead of doing the write again.
   */
  idempotencyKey: 'idempotency-key',
} as const;

/** An idempotency key: 16 to 128 letters, digits, `-` and `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
