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

/** The three staff areas share their screens. */
export type StaffArea = 'guide' | 'support' | 'management';
export const STAFF_AREAS: readonly StaffArea[] = ['guide', 'support', 'management'];

const queryString = (query?: Record<string, string>) => (query ? `?${new URLSearchParams(query).toString()}` : '');

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
    more: '/guest/more',
  },
  guideSelection: '/guide-selection',
  waitScreen: '/wait-screen',
  activateReservation: '/activate-reservation',
  /** Activating again after the current reservation could not be loaded (it may have ended). */
  activateReservationAgain: `/activate-reservation${queryString({ reservationEnded: 'true' })}`,
  activateInvite: '/activate-invite',
  staffChats: (area: StaffArea) => `/${area}/chats`,
  /** A staff chat by number, or a reservation chat by reservation id. */
  staffChat: (area: StaffArea, chat: number | string, query?: Record<string, string>) =>
    `/${area}/chats/${encodeURIComponent(String(chat))}${queryString(query)}`,
  patterns: {
    /** Guides' links name the parameter `chat`, support's and management's `id`. */
    staffChat: (area: StaffArea) => `/${area}/chats/:${area === 'guide' ? 'chat' : 'id'}`,
    staffBooking: (area: StaffArea) => `/${area}/settings/bookings/:id`,
    notFound: '*',
  },
} as const;

/** The staff area a path is in (/guide, /support or /management), for links that stay in it. */
export function staffAreaOf(pathname: string): StaffArea {
  const first = pathname.split('/')[1];
  return first === 'guide' || first === 'management' ? first : 'support';
}
