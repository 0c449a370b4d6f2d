import { LOGIN_PATH } from '@stay/contract';

export { LOGIN_PATH };

/** Status 0 or 504 leads here. */
export const OFFLINE_PATH = '/error/offline';

/** The state the offline page reads to go back to where the person was. */
export interface OfflineState {
  from: string;
}

/** The state /login is opened with when the person's session ended on its own (expired or revoked). */
export interface LoginState {
  sessionEnded: true;
}

/** The state /login is opened with after a new password was set on /reset-password. */
export interface PasswordResetState {
  passwordReset: true;
  /** The account's address, filled into the sign-in form. */
  email: string;
}

/** The three staff areas share their screens. */
export type StaffArea = 'guide' | 'support' | 'management';
export const STAFF_AREAS: readonly StaffArea[] = ['guide', 'support', 'management'];

/** `?a=1&b=2` from the given values (those left undefined are left out), or nothing. */
function queryString(query?: Record<string, string | undefined>): string {
  const defined = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return defined.length > 0 ? `?${new URLSearchParams(defined).toString()}` : '';
}

/**
 * Every screen's path, in one place: the route table, guards, links and navigation all use these. Builders take
 * what varies (a staff area, a chat) and answer a path to link to; `patterns` are the route table's matchers.
 */
export const paths = {
  root: '/',
  login: LOGIN_PATH,
  offline: OFFLINE_PATH,
  guest: {
    home: '/guest/home',
    chat: '/guest/chat',
    services: '/guest/services',
    /** A product of the shop, to add to the cart. */
    product: (productkey: string) => `/guest/services/products/${encodeURIComponent(productkey)}`,
    cart: '/guest/services/cart',
    orders: '/guest/services/orders',
    /** An order; the payment provider sends the guest back here with `payment={nmbr}`. */
    order: (ordernmbr: number | string, query?: { payment?: string }) =>
      `/guest/services/orders/${encodeURIComponent(String(ordernmbr))}${queryString(query)}`,
    more: '/guest/more',
    /** The park's FAQ and local tips, in the guest's language. */
    faq: '/guest/faq',
    /** The park's announcements and policies, to read again. */
    announcements: '/guest/announcements',
    /** Names, phone, newsletter, password, picture, email verification and removing the account. */
    profile: '/guest/profile',
    /** The linked reservation's details, and unlinking it. */
    reservation: '/guest/reservation',
  },
  guideSelection: '/guide-selection',
  waitScreen: '/wait-screen',
  activateReservation: '/activate-reservation',
  /** Activating again after the current reservation could not be loaded (it may have ended). */
  activateReservationAgain: `/activate-reservation${queryString({ reservationEnded: 'true' })}`,
  activateInvite: '/activate-invite',
  /** A forgotten password: email, the mailed code, a new password. */
  resetPassword: '/reset-password',
  /** The mailed verification link: `?token=…`. */
  verifyEmail: '/verify-email',
  /** The inbox; `view=guest` shows the guest chats, `scrollToChat={id}` scrolls to one. */
  staffChats: (area: StaffArea, query?: { view?: string; scrollToChat?: string }) =>
    `/${area}/chats${queryString(query)}`,
  /** A staff chat by number, or a reservation chat by reservation id. */
  staffChat: (area: StaffArea, chat: number | string, query?: Record<string, string>) =>
    `/${area}/chats/${encodeURIComponent(String(chat))}${queryString(query)}`,
  staffReservations: (area: StaffArea, query?: Record<string, string>) => `/${area}/reservations${queryString(query)}`,
  /** A booking by reservation number; `query` keeps the reservations list's tab and search beside it. */
  staffBooking: (area: StaffArea, reservation: number | string, query?: Record<string, string>) =>
    `/${area}/settings/bookings/${encodeURIComponent(String(reservation))}${queryString(query)}`,
  /** The day's numbers and occupancy: support and management areas only. */
  staffDashboard: (area: Exclude<StaffArea, 'guide'>) => `/${area}/dashboard`,
  staffComplaints: (area: StaffArea, query?: Record<string, string>) => `/${area}/complaints${queryString(query)}`,
  /** A complaint by number (a booking links to it as `../../complaints/{nmbr}`); `query` keeps the list's filters. */
  staffComplaint: (area: StaffArea, complaint: number | string, query?: Record<string, string>) =>
    `/${area}/complaints/${encodeURIComponent(String(complaint))}${queryString(query)}`,
  staffAvailability: (area: StaffArea) => `/${area}/availability`,
  /** The suites to turn over today or tomorrow, ticked ready (every staff area). */
  staffHousekeeping: (area: StaffArea) => `/${area}/housekeeping`,
  /** What to deliver on a day; `query`: `day` (`tomorrow` or YYYY-MM-DD) and `group` (`product`). */
  staffDeliveries: (area: StaffArea, query?: { day?: string; group?: string }) => `/${area}/deliveries${queryString(query)}`,
  /** The location's web links by category: everyone reads and shares, editing needs the permission. */
  staffWeblinks: (area: StaffArea) => `/${area}/weblinks`,
  /** The staff member's saved replies, and for management the location's shared ones. */
  staffSavedReplies: (area: StaffArea) => `/${area}/saved-replies`,
  /** Own and team ratings, the leaderboards and the monthly product-sales challenge (every staff area). */
  staffRatings: (area: StaffArea) => `/${area}/ratings`,
  /** Which push notifications the staff member gets, and push on this device. */
  staffNotificationSettings: (area: StaffArea) => `/${area}/settings/notifications`,
  /** The staff member's own profile: names, phone, newsletter, password, picture, email verification. */
  staffProfile: (area: StaffArea) => `/${area}/profile`,
  /** Staff file a complaint for a reservation, prefilled from a booking or a chat. */
  fileComplaint: (prefill: { reservation?: number | string; chat?: number | string } = {}) =>
    `/file-complaint${queryString({ reservation: prefill.reservation?.toString(), chat: prefill.chat?.toString() })}`,
  /** /management on its own opens the dashboard. */
  managementHome: '/management',
  /** The shop's products and prices: management only. */
  managementProducts: '/management/products',
  /** The location's announcements and policies: management only. */
  managementAnnouncements: '/management/announcements',
  /** A new announcement, or one to edit with its acceptances. */
  managementAnnouncement: (nmbr: number | 'new') => `/management/announcements/${encodeURIComponent(String(nmbr))}`,
  /** The guide's own profile as guests see it when choosing a guide: guides only. */
  guideProfile: '/guide/guide-profile',
  /** Every guide's profile of the location: management only. */
  managementGuides: '/management/guides',
  /** The questions guide selection asks guests: management only. */
  managementQuestionnaire: '/management/questionnaire',
  /** The bug reports of the location (and those sent signed out): management only. */
  managementBugReports: '/management/bug-reports',
  /** Each suite's devices: management only. */
  managementDevices: '/management/devices',
  /** The self check-out: checklist, eco setpoint and grace: management only. */
  managementCheckOut: '/management/check-out',
  /** The climate rules, what they did per suite, the energy per suite and week: management only. */
  managementClimate: '/management/climate',
  managementBugReport: (id: string) => `/management/bug-reports/${encodeURIComponent(id)}`,
  /** The iCal feeds reservations are imported from: management only. */
  managementFeeds: '/management/feeds',
  /** The location's PMS connection: API keys and webhooks, management only. */
  managementPms: '/management/pms',
  /** Report a bug, signed in or not; `from` is the screen it happened on. */
  bugReport: (from?: string) => `/bug-report${queryString({ from })}`,
  patterns: {
    /** Guides' links name the parameter `chat`, support's and management's `id`. */
    staffChat: (area: StaffArea) => `/${area}/chats/:${area === 'guide' ? 'chat' : 'id'}`,
    staffBooking: (area: StaffArea) => `/${area}/settings/bookings/:id`,
    staffComplaint: (area: StaffArea) => `/${area}/complaints/:nmbr`,
    fileComplaint: '/file-complaint',
    bugReport: '/bug-report',
    managementAnnouncement: '/management/announcements/:nmbr',
    managementBugReport: '/management/bug-reports/:id',
    guestProduct: '/guest/services/products/:productkey',
    guestOrder: '/guest/services/orders/:ordernmbr',
    notFound: '*',
  },
} as const;

/** The staff area a path is in (/guide, /support or /management), for links that stay in it. */
export function staffAreaOf(pathname: string): StaffArea {
  const first = pathname.split('/')[1];
  return first === 'guide' || first === 'management' ? first : 'support';
}

/**
 * A staff role's own area: guides work in /guide, the support roles (management too) in /support. For screens
 * outside the areas (/file-complaint) that link back into one.
 */
export function staffAreaOfRole(role: string): StaffArea {
  return role === 'GUIDE' ? 'guide' : 'support';
}

/** The screens of a staff area, as route patterns (the route table registers exactly these). */
export function staffScreenPatterns(area: StaffArea): string[] {
  return [
    paths.staffChats(area),
    paths.patterns.staffChat(area),
    paths.staffReservations(area),
    paths.patterns.staffBooking(area),
    paths.staffComplaints(area),
    paths.patterns.staffComplaint(area),
    paths.staffAvailability(area),
    paths.staffDeliveries(area),
    paths.staffHousekeeping(area),
    paths.staffWeblinks(area),
    paths.staffSavedReplies(area),
    paths.staffRatings(area),
    paths.staffNotificationSettings(area),
    paths.staffProfile(area),
    // The day's numbers are for support and management, not for guides; a guide keeps their own guide profile.
    ...(area === 'guide' ? [paths.guideProfile] : [paths.staffDashboard(area)]),
    // The shop is kept by management only.
    ...(area === 'management'
      ? [
          paths.managementProducts,
          paths.managementAnnouncements,
          paths.patterns.managementAnnouncement,
          paths.managementBugReports,
          paths.patterns.managementBugReport,
          paths.managementDevices,
          paths.managementCheckOut,
          paths.managementClimate,
          paths.managementGuides,
          paths.managementQuestionnaire,
          paths.managementFeeds,
          paths.managementPms,
        ]
      : []),
  ];
}

/** Whether a path (query and fragment ignored) fits a route pattern such as `/support/chats/:id`. */
export function pathMatches(pattern: string, path: string): boolean {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const parts = pattern.split('/').filter(Boolean);
  return parts.length === segments.length && parts.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/** Whether a path (query and fragment ignored) opens a staff screen: a menu item must never lead nowhere. */
export function isStaffScreenPath(path: string): boolean {
  return [paths.managementHome, paths.patterns.fileComplaint, paths.patterns.bugReport, ...STAFF_AREAS.flatMap(staffScreenPatterns)].some((pattern) =>
    pathMatches(pattern, path),
  );
}
