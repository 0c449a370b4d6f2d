import { staffNotificationSettingsApi, pushApi, type NotificationSettings } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PushPlatform } from '@/lib/push/push-subscription';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffPart } from '@/test/guest-app';
import { NotificationSettingsPage } from './notification-settings-page';

const ALL_ON: NotificationSettings = {
  types: { CHAT: true, CHATS: true, GUEST_CHATS: true, CUBER_CHATS: true, RESERVATION: true, APP_URL: true, ORDERS: true },
};

/** A browser where notifications are `permission`; asking answers `answer` (`grants`: granted, else denied). */
function platformWith(permission: NotificationPermission, grants = false, answer: NotificationPermission = grants ? 'granted' : 'denied') {
  let current = permission;
  let subscription: PushSubscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: vi.fn(async () => {
        subscription = {
          endpoint: 'https://push.example/send/1',
          toJSON: () => ({ endpoint: 'https://push.example/send/1', keys: { p256dh: 'BOr4Xv6sN3m3dQw8QhJ4Qq9wq3Zl6q8yq7p0mN3m', auth: 'k8JV6sjdbhAi1n3_LDBLvA' } }),
        } as unknown as PushSubscription;
        return subscription;
      }),
    },
  } as unknown as ServiceWorkerRegistration;
  const platform: PushPlatform = {
    registration: async () => registration,
    permission: () => current,
    requestPermission: vi.fn(async () => (current = answer)),
  };
  return platform;
}

function renderPage(options: { settings?: FakeHandler; update?: FakeHandler; subscribe?: FakeHandler; platform?: PushPlatform; language?: 'en' | 'nl' } = {}) {
  const server = renderStaffPart(<NotificationSettingsPage platform={options.platform ?? platformWith('default')} />, {
    [routeOf(staffNotificationSettingsApi.get)]: options.settings ?? ok(ALL_ON),
    [routeOf(staffNotificationSettingsApi.update)]: options.update ?? (({ body }) => ({ status: 200, body: { types: { ...ALL_ON.types, ...(body as NotificationSettings).types } } })),
    [routeOf(pushApi.publicKey)]: ok({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' }),
    [routeOf(pushApi.subscribe)]: options.subscribe ?? ok({ message: 'OK' }),
  });
  return server;
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('staff: notification settings', () => {
  it('shows a switch per notification type in words staff know, as the server has them', async () => {
    renderPage({ settings: ok({ types: { ...ALL_ON.types, ORDERS: false } }) });
    expect(await screen.findByText('Mentions and reminders')).toBeInTheDocument();
    for (const label of ['Messages in your chats', 'New guest chats', 'Chats waiting for support', 'Reservations', 'Park news']) {
      expect(toggle(label).checked).toBe(true);
    }
    expect(toggle('Orders').checked).toBe(false);
    expect(screen.getByText("A guest's order is placed, paid or changed.")).toBeInTheDocument();
  });

  it('switching a type off saves only that type', async () => {
    const server = renderPage();
    await screen.findByText('Orders');
    fireEvent.click(toggle('Orders'));
    await waitFor(() => expect(server.requests.find((request) => request.endpoint === 'staffNotificationSettingsApi.update')?.body).toEqual({ types: { ORDERS: false } }));
    await waitFor(() => expect(toggle('Orders').checked).toBe(false));
  });

  it('a refused change puts the switch back', async () => {
    renderPage({ update: fail(500, 'UNEXPECTED_ERROR') });
    await screen.findByText('Orders');
    fireEvent.click(toggle('Orders'));
    await waitFor(() => expect(toggle('Orders').checked).toBe(true));
  });

  it('shows that push is off on this device and turns it on: asks permission, subscribes and registers', async () => {
    const platform = platformWith('default', true);
    const server = renderPage({ platform });
    const control = await screen.findByTestId('push-subscription');
    expect(await within(control).findByText('Off')).toBeInTheDocument();
    fireEvent.click(within(control).getByText('Turn on notifications', { selector: 'ion-button' }));
    expect(await within(control).findByText('On')).toBeInTheDocument();
    expect(platform.requestPermission).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.endpoint)).toContain('pushApi.subscribe');
    expect(within(control).queryByText('Turn on notifications')).toBeNull();
  });

  it.each([
    ['the question is closed without an answer', platformWith('default', false, 'default'), /closed without an answer\. Tap the button again/],
    ['notifications are refused', platformWith('default', false, 'denied'), /refused for this app\. To receive them, allow them/],
  ])('says why turning on did not work when %s', async (_, platform, reason) => {
    renderPage({ platform });
    const control = await screen.findByTestId('push-subscription');
    fireEvent.click(await within(control).findByText('Turn on notifications', { selector: 'ion-button' }));
    expect(await within(control).findByRole('alert')).toHaveTextContent(reason);
  });

  it('says so when registering this browser fails', async () => {
    renderPage({ platform: platformWith('default', true), subscribe: fail(500, 'UNEXPECTED_ERROR') });
    const control = await screen.findByTestId('push-subscription');
    fireEvent.click(await within(control).findByText('Turn on notifications', { selector: 'ion-button' }));
    expect(await within(control).findByRole('alert')).toHaveTextContent('Notifications could not be turned on. Check your connection and try again.');
  });

  it('blocked notifications say where to allow them, without a button that cannot work', async () => {
    renderPage({ platform: platformWith('denied') });
    const control = await screen.findByTestId('push-subscription');
    expect(await within(control).findByText('Blocked')).toBeInTheDocument();
    expect(within(control).getByText(/switched off in the browser or phone settings/)).toBeInTheDocument();
    expect(control.querySelector('ion-button')).toBeNull();
  });

  it('a failed load says so and offers to try again', async () => {
    let calls = 0;
    renderPage({ settings: () => (++calls === 1 ? { status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'boom' } } : { status: 200, body: ALL_ON }) });
    expect(await screen.findByText('Your notification choices could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again', { selector: 'ion-button' }));
    expect(await screen.findByText('Mentions and reminders')).toBeInTheDocument();
  });
});
