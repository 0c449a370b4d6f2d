import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideBootSplashOnceVisible } from '@/lib/loading/boot-splash';
import { createFirstViewController } from './first-view-controller';

function setUp(isAppShowingFirstView = () => true) {
  const appRoot = document.createElement('div');
  document.body.append(appRoot);
  const running = { logout: vi.fn(async () => undefined) };
  const startApp = vi.fn(() => running);
  const remove = vi.fn();
  const controller = createFirstViewController({ appRoot, loadApp: async () => startApp, remove, isAppShowingFirstView });
  return { appRoot, startApp, remove, controller, running };
}

async function frames(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** The app's first page shows its title (jsdom does no layout). */
function appPageShown(): void {
  const title = document.createElement('h1');
  title.checkVisibility = () => true;
  document.body.append(title);
  hideBootSplashOnceVisible(title);
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the first view controller', () => {
  it('starts the app once, at the first touch, with the app kept inert beneath the first view', async () => {
    const { appRoot, startApp, controller } = setUp();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await controller.start();
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledWith(appRoot);
    expect(appRoot.inert).toBe(true);
  });

  it('takes the first view away only when the app shows what it showed', async () => {
    let isShowing = false;
    const { appRoot, remove, controller } = setUp(() => isShowing);
    await controller.start();
    appPageShown();
    await frames(3);
    expect(remove).not.toHaveBeenCalled();
    isShowing = true;
    await frames(2);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(appRoot.inert).toBe(false);
  });

  it('opens the app on a link of the first view, whatever the app shows there', async () => {
    const { remove, controller, startApp } = setUp(() => false);
    controller.open('/guest/chat');
    expect(window.location.pathname).toBe('/guest/chat');
    await controller.start();
    expect(startApp).toHaveBeenCalledTimes(1);
    appPageShown();
    await frames(2);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('tells a started app of a link followed in the first view', async () => {
    const { controller } = setUp();
    await controller.start();
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    controller.open('/guest/services');
    window.removeEventListener('popstate', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/guest/services');
  });

  it('taps a button of the first view in the app once the app shows the same page', async () => {
    let isShowing = false;
    const { appRoot, remove, controller, startApp } = setUp(() => isShowing);
    const appButton = document.createElement('button');
    appButton.className = 'new-chat';
    const tapped = vi.fn();
    appButton.addEventListener('click', tapped);
    appRoot.append(appButton);
    controller.tapInApp('.new-chat');
    await controller.start();
    expect(startApp).toHaveBeenCalledTimes(1);
    appPageShown();
    await frames(2);
    expect(tapped).not.toHaveBeenCalled();
    isShowing = true;
    await frames(2);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(tapped).toHaveBeenCalledTimes(1);
  });
});
