import type { RealtimeNotification } from '@stay/contract';
import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NavigationBridge } from '@/lib/navigation/navigation-bridge';
import { authSessionFor } from '@/test/fixtures';
import { signedInServices } from '@/test/guest-app';
import { createFakeFetch } from '@/test/fake-fetch';
import { renderInApp } from '@/test/render-in-app';
import { createAppServices } from '@/lib/services/create-app-services';
import { notificationOpenedMessage, openNotificationPath, readPushMessage } from './notification-message';
import { createOpenedNotificationInbox, type RawOpenedNotification } from './opened-notifications';
import { parseLaunchNotification, parseNotificationOpenedMessage } from './push-message';
import { PushOpeningBridge } from './push-opening-bridge';

const NOTIFICATION: RealtimeNotification = {
  _id: 'n-1',
  kind: 'message',
  title: 'Anna de Boer',
  body: 'Could you bring extra towels?',
  objecttype: 'CHATS',
  objectkey: '42',
  chatnmbr: 42,
};
const MESSAGE = { notification: NOTIFICATION, url: null, badge: 3 };

/** A window whose address, history and service worker the test controls. */
function fakeWindow(href: string) {
  const url = new URL(href, 'http://app.test');
  const replaceState = vi.fn();
  const listeners: Array<(event: MessageEvent) => void> = [];
  const container = {
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    startMessages: vi.fn(),
  };
  const target = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    history: { state: null, replaceState },
    navigator: { serviceWorker: container },
  } as unknown as Pick<Window, 'location' | 'history' | 'navigator'>;
  const post = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { target, replaceState, post, container };
}

describe('the push message between worker and page', () => {
  it('the worker shows what has a title and a body; the page accepts only a notification the contract describes', () => {
    expect(readPushMessage(MESSAGE)).toEqual(MESSAGE);
    expect(readPushMessage({ notification: { title: 'x' } })).toBeNull();
    expect(readPushMessage('text')).toBeNull();
    expect(readPushMessage({ ...MESSAGE, badge: -1 })?.badge).toBeNull();

    expect(parseNotificationOpenedMessage(notificationOpenedMessage(MESSAGE))).toEqual({ type: 'notification-opened', notification: NOTIFICATION, url: null });
    expect(parseNotificationOpenedMessage({ type: 'notification-opened', notification: { ...NOTIFICATION, objecttype: 'EVIL' }, url: null })).toBeNull();
    expect(parseNotificationOpenedMessage({ type: 'something-else', notification: NOTIFICATION })).toBeNull();
  });

  it('a notification opened with no page of the app open travels in the address', () => {
    const path = openNotificationPath({ ...MESSAGE, url: '/guest/more' });
    const json = new URLSearchParams(path.slice(path.indexOf('?'))).get('openNotification');
    expect(path.startsWith('/?openNotification=')).toBe(true);
    expect(parseLaunchNotification(json ?? '')).toEqual({ type: 'notification-opened', notification: NOTIFICATION, url: '/guest/more' });
    expect(parseLaunchNotification('{not json')).toBeNull();
  });
});

describe('the inbox of tapped notifications', () => {
  it('takes the notification out of the start address, so a reload does not open it again', () => {
    const inbox = createOpenedNotificationInbox();
    const { target, replaceState } = fakeWindow(`${openNotificationPath(MESSAGE).replace('/?', '/?tab=1&')}#top`);
    inbox.collect(target);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/?tab=1#top');
    const taken: RawOpenedNotification[] = [];
    inbox.take((raw) => taken.push(raw));
    expect(taken).toEqual([{ kind: 'launch', json: JSON.stringify({ notification: NOTIFICATION, url: null }) }]);
  });

  it("keeps the worker's messages until someone takes them, then hands them on as they come", () => {
    const inbox = createOpenedNotificationInbox();
    const { target, post, container, replaceState } = fakeWindow('/guide/chats');
    inbox.collect(target);
    expect(replaceState).not.toHaveBeenCalled();
    expect(container.startMessages).toHaveBeenCalled();
    post('early');
    const taken: unknown[] = [];
    const stop = inbox.take((raw) => taken.push(raw.kind === 'message' ? raw.data : raw.json));
    post('later');
    stop();
    post('after stopping');
    expect(taken).toEqual(['early', 'later']);
  });
});

describe('opening a tapped notification in the app', () => {
  function Location() {
    return <output data-testid="location">{`${useLocation().pathname}${useLocation().search}`}</output>;
  }

  it('a guide tapping a guest message goes to the chats and then to that chat', async () => {
    const server = createFakeFetch({});
    const inbox = createOpenedNotificationInbox();
    const view = renderInApp(
      <>
        <PushOpeningBridge inbox={inbox} />
        <Location />
      </>,
      signedInServices('GUIDE', server.fetch),
      { path: '/guide/reservations' },
    );
    act(() => inbox.receive({ kind: 'message', data: notificationOpenedMessage(MESSAGE) }));
    await waitFor(() => expect(view.getByTestId('location')).toHaveTextContent('/guide/chats/42'));
  });

  it('one tapped before sign-in waits until the person has signed in and landed', async () => {
    const server = createFakeFetch({});
    const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
    const inbox = createOpenedNotificationInbox();
    inbox.receive({ kind: 'launch', json: JSON.stringify({ notification: NOTIFICATION, url: null }) });
    const view = renderInApp(
      <>
        <NavigationBridge />
        <PushOpeningBridge inbox={inbox} />
        <Location />
      </>,
      services,
      { path: '/login' },
    );
    expect(view.getByTestId('location')).toHaveTextContent('/login');

    act(() => services.session.saveSignIn(authSessionFor('GUEST')));
    expect(view.getByTestId('location')).toHaveTextContent('/login');

    // Signed in and on the landing page: the guest goes home, then to the chat.
    act(() => services.navigation.navigate('/guest/services'));
    await waitFor(() => expect(view.getByTestId('location')).toHaveTextContent('/guest/chat'));
  });

  it('ignores what is not a notification the contract describes', async () => {
    const server = createFakeFetch({});
    const inbox = createOpenedNotificationInbox();
    const view = renderInApp(
      <>
        <PushOpeningBridge inbox={inbox} />
        <Location />
      </>,
      signedInServices('GUIDE', server.fetch),
      { path: '/guide/reservations' },
    );
    act(() => {
      inbox.receive({ kind: 'message', data: { type: 'notification-opened', notification: { ...NOTIFICATION, objecttype: 'EVIL' } } });
      inbox.receive({ kind: 'launch', json: '{"notification":' });
      // A valid one last: once it has opened, the ones before it were passed over.
      inbox.receive({ kind: 'message', data: notificationOpenedMessage({ ...MESSAGE, notification: { ...NOTIFICATION, objectkey: '7' } }) });
    });
    await waitFor(() => expect(view.getByTestId('location')).toHaveTextContent('/guide/chats/7'));
  });
});
