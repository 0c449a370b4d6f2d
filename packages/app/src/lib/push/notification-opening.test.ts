import type { Role } from '@stay/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  OPEN_ORDER_EVENT,
  notificationOpeningSteps,
  type NotificationObjectType,
  type OpenedNotification,
  type OpeningStep,
} from './notification-opening';
import { runOpeningSteps } from './use-notification-opening';

const go = (to: string): OpeningStep => ({ kind: 'navigate', to });

/** Support and management: like a guide, except that CUBER_CHATS does nothing more. */
const SUPPORT: Record<NotificationObjectType, OpeningStep[]> = {
  CHAT: [go('/support/chats'), go('/support/chats/42')],
  CHATS: [go('/support/chats'), go('/support/chats/42')],
  GUEST_CHATS: [go('/support/chats'), go('/support/chats?view=guest&scrollToChat=42')],
  CUBER_CHATS: [go('/support/chats')],
  RESERVATION: [go('/support/chats'), go('/support/settings/bookings/42'), go('/guest/more')],
  APP_URL: [go('/support/chats'), go('/guest/more')],
  ORDERS: [go('/support/chats')],
};

/** Every role × object type, with key "42" and app url "/guest/more" (for APP_URL and after RESERVATION). */
const TABLE: Record<Role, Record<NotificationObjectType, OpeningStep[]>> = {
  GUEST: {
    CHAT: [go('/guest/home')],
    CHATS: [go('/guest/home'), go('/guest/chat')],
    GUEST_CHATS: [go('/guest/home')],
    CUBER_CHATS: [go('/guest/home')],
    RESERVATION: [go('/guest/home')],
    APP_URL: [go('/guest/home'), go('/guest/more')],
    ORDERS: [go('/guest/home'), go('/guest/services'), { kind: 'open-order', orderKey: '42', delayMs: 500 }],
  },
  GUIDE: {
    CHAT: [go('/guide/chats'), go('/guide/chats/42')],
    CHATS: [go('/guide/chats'), go('/guide/chats/42')],
    GUEST_CHATS: [go('/guide/chats'), go('/guide/chats?view=guest&scrollToChat=42')],
    CUBER_CHATS: [go('/guide/chats'), go('/guide/chats?view=guest&scrollToChat=42')],
    RESERVATION: [go('/guide/chats'), go('/guide/settings/bookings/42'), go('/guest/more')],
    APP_URL: [go('/guide/chats'), go('/guest/more')],
    ORDERS: [go('/guide/chats')],
  },
  CUBER: SUPPORT,
  BACKOFFICE: SUPPORT,
  MANAGEMENT: SUPPORT,
  UNKOWN: { CHAT: [], CHATS: [], GUEST_CHATS: [], CUBER_CHATS: [], RESERVATION: [], APP_URL: [], ORDERS: [] },
};

const CASES = Object.entries(TABLE).flatMap(([role, byType]) =>
  Object.entries(byType).map(([type, steps]) => [role as Role, type as NotificationObjectType, steps] as const),
);

describe('opening a push notification', () => {
  it('covers every role and every object type', () => {
    expect(CASES).toHaveLength(6 * 7);
  });

  it.each(CASES)('%s × %s', (role, objectType, expected) => {
    const notification: OpenedNotification = { objectType, objectKey: '42', appUrl: '/guest/more' };
    expect(notificationOpeningSteps(role, notification)).toEqual(expected);
  });

  it('takes the APP_URL address from the key when no app url is given, and opens web addresses outside the app', () => {
    expect(notificationOpeningSteps('GUEST', { objectType: 'APP_URL', objectKey: '/guest/services' })).toEqual([go('/guest/home'), go('/guest/services')]);
    expect(notificationOpeningSteps('GUIDE', { objectType: 'APP_URL', objectKey: 'x', appUrl: 'https://park.example/map' })).toEqual([
      go('/guide/chats'),
      { kind: 'external', url: 'https://park.example/map' },
    ]);
  });

  it('ignores addresses that are neither an app path nor a web address', () => {
    for (const appUrl of ['javascript:alert(1)', '//evil.example', '', '   ']) {
      expect(notificationOpeningSteps('GUEST', { objectType: 'APP_URL', objectKey: '', appUrl })).toEqual([go('/guest/home')]);
    }
  });

  it('a RESERVATION without an app url only opens the booking', () => {
    expect(notificationOpeningSteps('MANAGEMENT', { objectType: 'RESERVATION', objectKey: '1001' })).toEqual([
      go('/support/chats'),
      go('/support/settings/bookings/1001'),
    ]);
  });

  it('encodes keys in addresses', () => {
    expect(notificationOpeningSteps('GUIDE', { objectType: 'CHAT', objectKey: 'a/b' })).toEqual([go('/guide/chats'), go('/guide/chats/a%2Fb')]);
  });
});

describe('running the steps', () => {
  it('navigates in order and broadcasts the open-order event after its delay', () => {
    const calls: string[] = [];
    let pending: { run: () => void; delayMs: number } | undefined;
    const dispatch = vi.fn((event: Event) => calls.push(`${event.type}:${(event as CustomEvent<{ orderKey: string }>).detail.orderKey}`));
    runOpeningSteps(notificationOpeningSteps('GUEST', { objectType: 'ORDERS', objectKey: '7' }), {
      navigate: (to) => calls.push(to),
      openExternal: (url) => calls.push(`external:${url}`),
      later: (run, delayMs) => (pending = { run, delayMs }),
      dispatch,
    });
    expect(calls).toEqual(['/guest/home', '/guest/services']);
    expect(pending?.delayMs).toBe(500);
    expect(dispatch).not.toHaveBeenCalled();
    pending?.run();
    expect(calls).toEqual(['/guest/home', '/guest/services', `${OPEN_ORDER_EVENT}:7`]);
  });
});
