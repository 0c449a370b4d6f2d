import { chromium, type Browser, type Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium, headless, with nothing reaching out to the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh phone-sized page with its own storage (a new browser context). */
export async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The path of the page's current address, e.g. `/guest/home`. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
