import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SPLASH_ID, coverUntilFirstPage, hideBootSplashOnceVisible } from './boot-splash';

function paintSplash(): HTMLElement {
  const splash = document.createElement('div');
  splash.id = BOOT_SPLASH_ID;
  document.body.append(splash);
  return splash;
}

/** A page title whose visibility the test decides (jsdom does no layout). */
function titleShown(isShown: () => boolean): HTMLElement {
  const title = document.createElement('h1');
  title.checkVisibility = isShown;
  document.body.append(title);
  return title;
}

async function frames(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the boot splash', () => {
  it('stays while the first page is still hidden and goes once it shows', async () => {
    const splash = paintSplash();
    let isVisible = false;
    hideBootSplashOnceVisible(titleShown(() => isVisible));
    await frames(3);
    expect(splash.isConnected).toBe(true);
    isVisible = true;
    await frames(2);
    expect(splash.isConnected).toBe(false);
  });

  it('goes after the longest wait even if the page never shows', async () => {
    const splash = paintSplash();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    hideBootSplashOnceVisible(titleShown(() => false), 1_000);
    await frames(2);
    expect(splash.isConnected).toBe(true);
    now = 1_000;
    await frames(2);
    expect(splash.isConnected).toBe(false);
  });

  it('does nothing when there is no splash (a later page)', async () => {
    const isShown = vi.fn(() => true);
    hideBootSplashOnceVisible(titleShown(isShown));
    await frames(2);
    expect(isShown).not.toHaveBeenCalled();
  });

  it('keeps another cover (the light sign-in page) until the first page shows, without a splash too', async () => {
    const remove = vi.fn();
    coverUntilFirstPage(remove);
    let isVisible = false;
    hideBootSplashOnceVisible(titleShown(() => isVisible));
    await frames(3);
    expect(remove).not.toHaveBeenCalled();
    isVisible = true;
    await frames(2);
    expect(remove).toHaveBeenCalledTimes(1);
    hideBootSplashOnceVisible(titleShown(() => true));
    await frames(2);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('keeps a cover until the page also shows what the cover showed (its content)', async () => {
    const remove = vi.fn();
    let isReady = false;
    coverUntilFirstPage(remove, () => isReady);
    hideBootSplashOnceVisible(titleShown(() => true));
    await frames(3);
    expect(remove).not.toHaveBeenCalled();
    isReady = true;
    await frames(2);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
