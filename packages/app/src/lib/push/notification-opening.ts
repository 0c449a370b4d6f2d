import { OPEN_ORDER_EVENT_AFTER_PUSH_MS, type NotificationObjectType, type Role } from '@stay/contract';
import { paths, type StaffArea } from '@/lib/navigation/paths';

export type { NotificationObjectType };

/** What a tapped push notification names: an object by type and key, and for APP_URL (or after RESERVATION) an address. */
export interface OpenedNotification {
  objectType: NotificationObjectType;
  objectKey: string;
  appUrl?: string | null;
}

/** The window event the guest's services screen listens to, to open an order. */
export const OPEN_ORDER_EVENT = 'stay:open-order';
export interface OpenOrderDetail {
  orderKey: string;
}
/** How long after reaching the services screen the order is opened. */
export const OPEN_ORDER_DELAY_MS = OPEN_ORDER_EVENT_AFTER_PUSH_MS;

/** One step of opening a notification, in order. */
export type OpeningStep =
  /** Go to an app screen. */
  | { kind: 'navigate'; to: string }
  /** Leave the app for an address outside it. */
  | { kind: 'external'; url: string }
  /** Tell the screen on show to open an order, after a moment. */
  | { kind: 'open-order'; orderKey: string; delayMs: number };

const navigate = (to: string): OpeningStep => ({ kind: 'navigate', to });

/** The address of an APP_URL: an app path is navigated to, a web address opened; anything else is ignored. */
export function appUrlStep(url: string | null | undefined): OpeningStep[] {
  const address = url?.trim();
  if (!address) return [];
  if (address.startsWith('/') && !address.startsWith('//')) return [navigate(address)];
  return /^https?:\/\//i.test(address) ? [{ kind: 'external', url: address }] : [];
}

function guestSteps({ objectType, objectKey, appUrl }: OpenedNotification): OpeningStep[] {
  const steps = [navigate(paths.guest.home)];
  switch (objectType) {
    case 'CHATS':
      return [...steps, navigate(paths.guest.chat)];
    case 'APP_URL':
      return [...steps, ...appUrlStep(appUrl ?? objectKey)];
    case 'ORDERS':
      return [...steps, navigate(paths.guest.services), { kind: 'open-order', orderKey: objectKey, delayMs: OPEN_ORDER_DELAY_MS }];
    default:
      return steps;
  }
}

function staffSteps(area: StaffArea, { objectType, objectKey, appUrl }: OpenedNotification, opensCuberChats: boolean): OpeningStep[] {
  const steps = [navigate(paths.staffChats(area))];
  const chatInGuestView = navigate(paths.staffChats(area, { view: 'guest', scrollToChat: objectKey }));
  switch (objectType) {
    case 'CHAT':
    case 'CHATS':
      return [...steps, navigate(paths.staffChat(area, objectKey))];
    case 'GUEST_CHATS':
      return [...steps, chatInGuestView];
    case 'CUBER_CHATS':
      return opensCuberChats ? [...steps, chatInGuestView] : steps;
    case 'RESERVATION':
      // The booking, then on through the app-url navigation.
      return [...steps, navigate(paths.staffBooking(area, objectKey)), ...appUrlStep(appUrl)];
    case 'APP_URL':
      return [...steps, ...appUrlStep(appUrl ?? objectKey)];
    default:
      return steps;
  }
}

/**
 * The navigation steps for opening a push notification, by role:
 * - a guest goes home first, then CHATS → the chat, APP_URL → the address, ORDERS → services and, after 500 ms, the order;
 * - a guide goes to the chats first, then CHAT/CHATS → that chat, GUEST_CHATS/CUBER_CHATS → the list in guest view
 *   scrolled to the chat, RESERVATION → that booking and then the app-url navigation, APP_URL → the address;
 * - support and management like a guide (in their area), except that CUBER_CHATS does nothing more.
 * Unknown roles get no steps.
 */
export function notificationOpeningSteps(role: Role, notification: OpenedNotification): OpeningStep[] {
  switch (role) {
    case 'GUEST':
      return guestSteps(notification);
    case 'GUIDE':
      return staffSteps('guide', notification, true);
    case 'CUBER':
    case 'BACKOFFICE':
    case 'MANAGEMENT':
      return staffSteps('support', notification, false);
    default:
      return [];
  }
}
